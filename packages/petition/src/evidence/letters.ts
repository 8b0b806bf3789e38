import type { InterviewState } from '../engine/types.ts';
import { K3 } from '../questionnaire/questions.ts';
import type { DraftedLetter } from './types.ts';

/**
 * The letters the product drafts complete, from the answers alone, and puts in the packet (packages/petition/src/letters):
 * the two intent statements of a K-1. The drafted multiple-filer waiver request is not one of them: it has places only
 * the petitioner can write (why the waiver should be granted), so the request counts once it is uploaded, signed.
 */
export function draftedLetters(state: InterviewState): DraftedLetter[] {
  return state.questionnaire.classificationBeneficiary === K3 ? [] : ['intent-petitioner', 'intent-beneficiary'];
}
