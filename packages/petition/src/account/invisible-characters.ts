/**
 * Characters that change how text around them looks without being seen themselves (issue 23.4): a right-to-left
 * override in one client's name flipped the email shown beside it on the Clients page, and a zero-width space made
 * two names that look the same. Refused in every name a person sees: account full names, the setup and chat names,
 * file names on upload.
 *
 * - `\p{Cf}` format characters: the bidirectional embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069,
 *   marks U+200E/U+200F/U+061C, zero-width space/joiners U+200B–U+200D, word joiner U+2060, U+FEFF, soft hyphen,
 *   interlinear annotation marks, tags;
 * - `\p{Default_Ignorable_Code_Point}`: what Unicode says may be drawn as nothing — besides the above, variation
 *   selectors, the combining grapheme joiner U+034F and the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 (letters,
 *   so a name pattern of letters let them through);
 * - `\p{Zl}`, `\p{Zp}`: the line and paragraph separators.
 * C0/C1 control characters are refused separately (CONTROL_CHARACTERS).
 * Trade-off: Persian and some Indic spellings use the zero-width non-joiner/joiner inside words; a name is then
 * typed without it (the form is filled in Latin letters anyway).
 */
export const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/u;

const ALL = new RegExp(INVISIBLE_CHARACTERS.source, 'gu');

/** 'U+202E' for a character. */
export const codePointLabel = (c: string): string => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first invisible or bidirectional control character in `text` as its code point ('U+202E'), or undefined. */
export function invisibleCharacterIn(text: string): string | undefined {
  const found = INVISIBLE_CHARACTERS.exec(text);
  return found ? codePointLabel(found[0]) : undefined;
}

/** `text` with each invisible character shown by its code point ([U+202E]), so a message can quote it without it acting. */
export const showInvisible = (text: string): string => text.replace(ALL, (c) => `[${codePointLabel(c)}]`);
