import { z } from 'zod';

/**
 * The caption of an upload (issue 20.3): what a piece of relationship evidence shows — when, where, who — printed under
 * the picture in the packet and listed in the exhibit index. Optional; one line. Shared by the upload dialog, the
 * documents page and the server (import as '@i129f/petition/api/file-captions.ts').
 */
export const CAPTION_MAX_LENGTH = 300;

/** Control characters (other than the whitespace folded below) are refused: the caption is printed as it is. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

export const ZCaption = z
  .string()
  .transform((s) => s.replace(/[\t\r\n]+/g, ' ').replace(/ {2,}/g, ' ').trim())
  .pipe(z.string().max(CAPTION_MAX_LENGTH, `At most ${CAPTION_MAX_LENGTH} characters.`).refine((s) => !CONTROL.test(s), 'The caption has a character that cannot be printed.'));

/**
 * The document kinds whose uploads the upload dialog offers a caption for: the evidence of the relationship (the
 * in-person meeting, the meeting exemption), where a photo means little without when, where and who.
 */
export const CAPTIONED_DOCUMENTS: readonly number[] = [22, 32];

/** POST /api/file/caption/:email/:fileName — '' removes the caption. */
export const ZSetCaption = z.object({ caption: ZCaption });
export type SetCaption = z.infer<typeof ZSetCaption>;
