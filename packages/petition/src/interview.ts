import { createEngine } from './engine/index.ts';
import { QUESTIONNAIRE_FIELDS } from './questionnaire/fields.ts';
import { AUTO_EXTRACTED_KEYS } from './sections/auto-extracted.ts';
import { SECTIONS } from './sections/index.ts';
import { computeLetterPayload } from './letters/payload.ts';
import { INTERVIEW_TEXTS } from './i18n/interview-texts.ts';

/** The I-129F interview: the engine bound to the section registry, the questionnaire fields and the auto-extraction map. */
export const interview = createEngine(SECTIONS, {
  autoExtractedKeys: AUTO_EXTRACTED_KEYS,
  bindingSources: [QUESTIONNAIRE_FIELDS],
  letterPayload: (state) => ({ ...computeLetterPayload(state) }),
  // The interview's texts in other languages (issue 12), as registered (i18n/interview-texts.ts); the state and the
  // form stay English.
  texts: INTERVIEW_TEXTS,
});

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
  withAutoExtracted,
  validateState,
  computeFieldValues,
} = interview;
