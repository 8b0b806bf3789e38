import type { LetterDoc, LetterKind } from '@i129f/petition/letters/drafts.ts';
import { api } from '../../api/client.ts';

const e = encodeURIComponent;

/** apps/server/src/letters/routes.ts */
export const lettersApi = {
  drafts: (email: string) => api.get<{ letters: LetterDoc[] }>(`/letters/${e(email)}`),
  generate: (email: string, kind: LetterKind, relationshipText?: string) =>
    api.post<{ fileNames: string[] }>(`/letters/generate/${e(email)}`, relationshipText === undefined ? { kind } : { kind, relationshipText }),
  /** The Spanish reading copy of a sworn letter as it stands (a PDF, not stored). */
  readingCopy: (email: string, kind: LetterKind, relationshipText?: string) =>
    api.post<Blob>(`/letters/reading-copy/${e(email)}`, relationshipText === undefined ? { kind } : { kind, relationshipText }, { responseType: 'blob' }),
};
