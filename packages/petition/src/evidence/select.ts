import type { InterviewState } from '../engine/types.ts';
import { evidenceFacts, holds } from './facts.ts';
import { REQUIREMENTS } from './requirements/index.ts';
import type { Alternative, EvidenceFacts, EvidenceRequirement } from './types.ts';

export interface EvidenceOptions {
  /** The day the petition will be filed (MM/DD/YYYY): decides the multiple-filer rule. Without it the chat's decision stands. */
  readonly filingDate?: string;
}

/** A requirement that applies, with the alternatives offered for these answers (no texts: see evaluate.ts). */
export interface Selected {
  readonly requirement: EvidenceRequirement;
  readonly alternatives: readonly Alternative[];
  readonly facts: EvidenceFacts;
}

/**
 * The requirements whose condition holds on the current answers (and, for the multiple-filer rule, on the filing date),
 * in packet order. Nothing before the petition has begun (no questionnaire answer, no chat section). Pure and free of
 * texts, so the engine can derive `requiredDocuments` from it without loading any catalogue.
 */
export function selectEvidence(state: InterviewState, o: EvidenceOptions = {}): Selected[] {
  const facts = evidenceFacts(state, o);
  if (!facts.started) return [];
  return REQUIREMENTS.filter((r) => r.when === 'always' || holds(r.when, facts)).map((requirement) => ({
    requirement,
    alternatives: requirement.alternatives.filter((a) => (!a.when || holds(a.when, facts)) && (!a.valid || holds(a.valid, facts))).map((a) => a.alternative),
    facts,
  }));
}

/** The upload kinds the given alternatives offer, in order, once each. */
export const uploadKinds = (lists: readonly (readonly Alternative[])[]): number[] => [
  ...new Set(lists.flatMap((alternatives) => alternatives.flatMap((a) => (a.type === 'upload' ? [a.kind] : [])))),
];

/** The document kinds the evidence offers for these answers (what `state.requiredDocuments` holds since issue 20). */
export const evidenceKindsFor = (state: InterviewState, o: EvidenceOptions = {}): number[] => uploadKinds(selectEvidence(state, o).map((s) => s.alternatives));
