import { evidenceKindsFor } from '../evidence/select.ts';
import type { InterviewState } from './types.ts';

/**
 * The document kinds the current answers call for (spec requiredDocuments): every kind the evidence model's applicable
 * requirements offer, in packet order (src/evidence). Derived, never accumulated: an answer that changed or a section
 * that was reset no longer asks for what it used to. Kept in the state for the spec's app state and saved states;
 * advice (documents page, readiness, review) reads the evidence model itself.
 */
export function requiredDocuments(state: InterviewState): number[] {
  return evidenceKindsFor(state);
}

/** The state with `requiredDocuments` derived again (the same object when nothing changed). */
export function withRequiredDocuments(state: InterviewState): InterviewState {
  const docs = requiredDocuments(state);
  const same = docs.length === state.requiredDocuments.length && docs.every((id, i) => state.requiredDocuments[i] === id);
  return same ? state : { ...state, requiredDocuments: docs };
}
