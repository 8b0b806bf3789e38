import type { InterviewState, SectionId } from '../engine/types.ts';
import { interview } from '../interview.ts';
import { BENEFICIARY_SECTIONS } from './part.ts';

/**
 * Which sections a chat shows and how one moves through them (pure, for the chat screen): the petitioner's whole
 * interview in its order and locks, or the beneficiary's own part (issue 24) — her sections only, each open, so she
 * answers them in any order; her chat generates no form.
 */
export interface ChatScope {
  readonly kind: 'petitioner' | 'beneficiary';
  sections(state: InterviewState): SectionId[];
  isUnlocked(state: InterviewState, id: SectionId): boolean;
  next(state: InterviewState, id: SectionId): SectionId | null;
  /** 1-based number shown in the section list. */
  sequence(state: InterviewState, id: SectionId): number;
}

export const PETITIONER_SCOPE: ChatScope = {
  kind: 'petitioner',
  sections: (state) => interview.sectionOrder(state),
  isUnlocked: (state, id) => interview.isSectionUnlocked(state, id),
  next: (state, id) => interview.nextSectionId(state, id),
  sequence: (state, id) => interview.sectionSequenceNumber(state, id),
};

export const BENEFICIARY_SCOPE: ChatScope = {
  kind: 'beneficiary',
  sections: () => [...BENEFICIARY_SECTIONS],
  isUnlocked: (_state, id) => BENEFICIARY_SECTIONS.includes(id),
  next: (_state, id) => (BENEFICIARY_SECTIONS.includes(id) ? (BENEFICIARY_SECTIONS[BENEFICIARY_SECTIONS.indexOf(id) + 1] ?? null) : null),
  sequence: (_state, id) => BENEFICIARY_SECTIONS.indexOf(id) + 1,
};
