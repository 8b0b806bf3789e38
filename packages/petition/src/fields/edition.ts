/**
 * The edition of form I-129F that `form-fields.ts` (the field mapping) was written for. The server compares the
 * template it is given with this (apps/server/src/pdf/edition.ts) and refuses to generate from any other edition:
 * update the mapping and this constant together.
 */
export const MAPPED_I129F_EDITION = '01/20/25';
