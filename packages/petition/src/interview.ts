import { createEngine } from './engine/index.ts';
import { SECTIONS } from './sections/index.ts';

/** The I-129F interview: the engine bound to the section registry. */
export const interview = createEngine(SECTIONS);

export const {
  startSection,
  currentQuestion,
  submitAnswer,
  editAnswer,
  editWouldReset,
  resetSection,
  isSectionComplete,
  isSectionUnlocked,
  nextSectionId,
  sectionOrder,
  sectionSequenceNumber,
  progressPercent,
} = interview;
