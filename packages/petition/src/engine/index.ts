import { edit, editWouldReset, reset } from './edit.ts';
import { isSectionComplete, isSectionUnlocked, nextSectionId, progressPercent, sectionOrder, sectionSequenceNumber } from './navigation.ts';
import { compileRegistry, type Registry } from './registry.ts';
import { answerCurrent, questionOf, start } from './run.ts';
import type { EditResult, InterviewState, Question, SectionDef, SectionId, StepResult } from './types.ts';

/** The engine bound to a set of section definitions. Every function is pure and deterministic. */
export interface InterviewEngine {
  readonly registry: Registry;
  /** Enter a section: shows its first question (skipping known values). A started section is returned unchanged. */
  startSection(state: InterviewState, sectionId: SectionId): StepResult;
  /** The question the section waits for, or null. */
  currentQuestion(state: InterviewState, sectionId: SectionId): Question | null;
  /** Answer the current question. On a validation error the question is asked again and `error` is set. */
  submitAnswer(state: InterviewState, sectionId: SectionId, input: string): StepResult;
  editAnswer(state: InterviewState, sectionId: SectionId, key: string, input: string): EditResult;
  editWouldReset(state: InterviewState, sectionId: SectionId, key: string, input: string): boolean;
  resetSection(state: InterviewState, sectionId: SectionId): InterviewState;
  isSectionComplete(state: InterviewState, sectionId: SectionId): boolean;
  isSectionUnlocked(state: InterviewState, sectionId: SectionId): boolean;
  nextSectionId(state: InterviewState, sectionId: SectionId): SectionId | null;
  sectionOrder(state: InterviewState): SectionId[];
  sectionSequenceNumber(state: InterviewState, sectionId: SectionId): number;
  progressPercent(state: InterviewState): number;
}

export function createEngine(defs: readonly SectionDef[]): InterviewEngine {
  const reg = compileRegistry(defs);
  return {
    registry: reg,
    startSection: (state, id) => start(reg, state, id),
    currentQuestion: (state, id) => questionOf(reg, state, id),
    submitAnswer: (state, id, input) => answerCurrent(reg, state, id, input),
    editAnswer: (state, id, key, input) => edit(reg, state, id, key, input),
    editWouldReset: (state, id, key, input) => editWouldReset(reg, state, id, key, input),
    resetSection: (state, id) => reset(reg, state, id),
    isSectionComplete: (state, id) => isSectionComplete(state, id),
    isSectionUnlocked: (state, id) => isSectionUnlocked(reg, state, id),
    nextSectionId: (state, id) => nextSectionId(reg, state, id),
    sectionOrder: (state) => sectionOrder(reg, state),
    sectionSequenceNumber: (state, id) => sectionSequenceNumber(reg, state, id),
    progressPercent,
  };
}

export * from './types.ts';
export { createInterviewState, EMPTY_NAMES, type CreateStateOptions } from './state.ts';
export { PREDICATES, type PredicateName } from './predicates.ts';
export { SECTION_DONE_MESSAGE } from './run.ts';
