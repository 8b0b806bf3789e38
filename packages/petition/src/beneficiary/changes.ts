import type { Change } from '../changes/types.ts';
import { findQuestion } from '../engine/registry.ts';
import { interview } from '../interview.ts';
import { isBeneficiarySection } from './part.ts';

/** The kinds of change the beneficiary makes in her draft: answers in her sections, and where she is. */
const HER_CHANGES = new Set<Change['type']>(['start', 'submit', 'edit', 'respell', 'reset', 'journey', 'time']);

export const BENEFICIARY_CHANGE_ERRORS = {
  notHers: 'This question is not part of your answers.',
} as const;

/**
 * Why the beneficiary may not send this change (null: she may): only answers of her own sections (part.ts) —
 * never setup names, the questionnaire or the documents step, and never a key another section asks. Her draft is
 * the only petition her changes reach; the engine then validates them as it does the petitioner's.
 */
export function beneficiaryChangeProblem(change: Change): string | null {
  if (!HER_CHANGES.has(change.type)) return BENEFICIARY_CHANGE_ERRORS.notHers;
  if ('sectionId' in change && !isBeneficiarySection(change.sectionId)) return BENEFICIARY_CHANGE_ERRORS.notHers;
  if ('key' in change && change.type !== 'questionnaire') {
    const found = findQuestion(interview.registry, change.key);
    if (!found || found.sectionId !== change.sectionId) return BENEFICIARY_CHANGE_ERRORS.notHers;
  }
  return null;
}
