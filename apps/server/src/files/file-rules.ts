import { fileTypeFromBuffer } from 'file-type';
import { invisibleCharacterIn, showInvisible } from '@i129f/petition/account/invisible-characters.ts';
import { AppError, errorText } from '../http/errors.ts';

/** Types accepted, decided by the file's bytes (never by its name or the declared content type). */
export const ACCEPTED_MIME = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp'] as const;

/** The detected mime type, or 415 naming what was found. */
export const detectAcceptedType = async (bytes: Uint8Array, name: string): Promise<string> => {
  const type = await fileTypeFromBuffer(bytes);
  if (type && (ACCEPTED_MIME as readonly string[]).includes(type.mime)) return type.mime;
  throw new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    type ? errorText('fileTypeKnown', { name, mime: type.mime }) : errorText('fileTypeUnknown', { name }),
  );
};

const UNSAFE = /[/\\\u0000-\u001f\u007f]|\.\./;

/** A file name from a URL: refuses path separators, '..' and control characters (400). */
export const checkPathName = (name: string): string => {
  if (!name || UNSAFE.test(name) || name.length > 200) throw new AppError(400, 'BAD_REQUEST', errorText('badFileName'));
  return name;
};

/** Longest stored file name (UTF-16 units). The route parameter limit (http/server-options.ts) is derived from it. */
export const STORED_NAME_MAX_LENGTH = 150;

/** A stored name for an uploaded file: last path segment, safe characters only, no leading dots. */
export const sanitizeFileName = (name: string, fallback = 'file'): string => {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(-STORED_NAME_MAX_LENGTH);
  return clean || fallback;
};

/**
 * A stored name must look like what it is (issue 23.4): a right-to-left override or a zero-width character in an
 * uploaded file's name → 400 naming the file (the character shown by its code point, e.g. [U+202E]) and the `file` field. Checked on the
 * sanitised name, before anything is stored. Names already stored stay reachable (checkPathName does not refuse them).
 */
export const checkVisibleFileName = (name: string): void => {
  const char = invisibleCharacterIn(name);
  if (!char) return;
  const message = errorText('fileNameInvisible', { name: showInvisible(name), char });
  throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'file', message }]);
};
