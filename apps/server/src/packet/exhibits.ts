import { SUPPORTING_DOCUMENTS } from '@i129f/petition';
import type { FileRecord } from '../files/file-store.ts';

/** One exhibit of the packet: a supporting document with its uploaded files (originals, then translations). */
export interface Exhibit {
  /** 'A', 'B' … 'Z', 'AA' … */
  letter: string;
  documentId: number;
  title: string;
  files: FileRecord[];
}

const meaningOf = (id: number): string =>
  id === 25 ? "Beneficiary's passport (biographic page)" : (SUPPORTING_DOCUMENTS.find((d) => d.id === id)?.meaning.replace(/\s*\([^)]*\)\s*$/, '') ?? `Document ${id}`);

export const exhibitLetter = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : exhibitLetter(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));

/**
 * The uploaded evidence as exhibits: required documents first (in the questionnaire's order), then any other
 * uploaded document; within one, originals (oldest first) then their English translations.
 */
export function exhibitsOf(uploads: readonly FileRecord[], requiredDocuments: readonly number[]): Exhibit[] {
  const evidence = uploads.filter((f) => !f.isGenerated && f.documentId !== null);
  const ids = [...new Set([...requiredDocuments, ...evidence.map((f) => f.documentId!)])].filter((id) => evidence.some((f) => f.documentId === id));
  return ids.map((documentId, i) => {
    const files = evidence.filter((f) => f.documentId === documentId).sort((a, b) => Number(a.isTranslated) - Number(b.isTranslated) || a.createdAt - b.createdAt);
    const translated = files.some((f) => f.isTranslated);
    return { letter: exhibitLetter(i), documentId, title: `${meaningOf(documentId)}${translated ? ', with English translation' : ''}`, files };
  });
}
