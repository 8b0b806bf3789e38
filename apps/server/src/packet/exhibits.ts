import { SUPPORTING_DOCUMENTS } from '@i129f/petition';

/** A supporting document's English name as an exhibit title (the catalogue's meaning without its parenthesis). */
export const meaningOf = (id: number): string =>
  id === 25 ? "Beneficiary's passport (biographic page)" : (SUPPORTING_DOCUMENTS.find((d) => d.id === id)?.meaning.replace(/\s*\([^)]*\)\s*$/, '') ?? `Document ${id}`);

/** 'A', 'B' … 'Z', 'AA' … */
export const exhibitLetter = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : exhibitLetter(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));
