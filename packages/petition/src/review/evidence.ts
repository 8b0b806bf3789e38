import type { InterviewState } from '../engine/types.ts';
import { evidenceFor, evidenceStatus } from '../evidence/evaluate.ts';
import type { AppliedRequirement, DraftedLetter } from '../evidence/types.ts';
import { draftedLetters } from '../evidence/letters.ts';

/** One evidence requirement as the staff review shows it: met or not, by which uploaded files or drafted letters. */
export interface ReviewEvidence {
  readonly requirement: AppliedRequirement;
  readonly satisfied: boolean;
  /** Names of the original (not translated) uploads that satisfy it. */
  readonly files: readonly string[];
  readonly letters: readonly DraftedLetter[];
}

/**
 * The evidence model for the staff review (issue 20): every requirement of the petition with whether the client's
 * uploads (or the letters the product drafts) meet it — the same model the documents page and readiness read.
 */
export function reviewEvidence(
  state: InterviewState,
  uploads: readonly { readonly name: string; readonly documentId: number | null; readonly isTranslated: boolean }[],
  o: { readonly filingDate?: string } = {},
): ReviewEvidence[] {
  return evidenceStatus(evidenceFor(state, o), uploads, { letters: draftedLetters(state) }).map((s) => ({
    requirement: s.requirement,
    satisfied: s.satisfied,
    files: s.uploads.map((u) => u.name),
    letters: s.letters,
  }));
}
