import { edit, editWouldReset, reset } from './edit.ts';
import { isSectionComplete, isSectionUnlocked, nextSectionId, progressPercent, sectionOrder, sectionSequenceNumber } from './navigation.ts';
import { compileRegistry, type Registry } from './registry.ts';
import { answerCurrent, questionOf, start } from './run.ts';
import { answerExtracted, extractedQuestion, startExtracted, withAutoExtracted } from './extracted.ts';
import { rebuild, validate } from './validate-state.ts';
import { requiredDocuments, withRequiredDocuments } from './documents.ts';
import { computeFields, type BindingSource } from '../fields/compute.ts';
import { createLocalizer, type Localizer } from './localize.ts';
import type { Messages } from '../i18n/catalogue.ts';
import type { Language } from '../i18n/languages.ts';
import type { EditResult, FieldValues, InterviewState, Question, SectionDef, SectionId, StateProblem, StepResult } from './types.ts';

/** The engine bound to a set of section definitions. Every function is pure and deterministic. */
export interface InterviewEngine {
  readonly registry: Registry;
  /** Enter a section: shows its first question (skipping known values). A started section is returned unchanged. */
  startSection(state: InterviewState, sectionId: SectionId): StepResult;
  /**
   * The question the section waits for, or null. With a `language` other than 'en' its prompt and note are in that
   * language (issue 12); options and the answer key stay English (the stored value), `localizer(language).option` labels them.
   */
  currentQuestion(state: InterviewState, sectionId: SectionId, language?: Language): Question | null;
  /**
   * Renders engine texts in a language for display: questions, stored chat messages (the state keeps English), option
   * labels, validation errors and section titles. For 'en' (the default) every text is returned unchanged.
   */
  localizer(language?: Language): Localizer;
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
  /** Stores auto-extracted values (spec §3 keys) for section 0; see sections/auto-extracted.ts. */
  withAutoExtracted(state: InterviewState, info: Readonly<Record<string, string | null | undefined>>): InterviewState;
  /** Replays every logged answer through the validators; [] when the state is sound (server: 400 otherwise). */
  validateState(state: unknown): StateProblem[];
  /**
   * A state `validateState` refuses, rebuilt so that it passes while keeping every answer that still fits
   * (see `rebuild` in validate-state.ts); a sound state is returned unchanged.
   */
  rebuildState(state: InterviewState): InterviewState;
  /** The document kinds the evidence model offers for the current answers (src/evidence); every call above keeps `state.requiredDocuments` equal to it. */
  requiredDocuments(state: InterviewState): number[];
  /** The state with `requiredDocuments` derived again (after the questionnaire changed outside the engine). */
  withRequiredDocuments(state: InterviewState): InterviewState;
  /** Official field values and Part 8 entries. `names` / `questionnaire` override the state's own. */
  computeFieldValues(state: InterviewState, names?: InterviewState['names'], questionnaire?: InterviewState['questionnaire']): FieldValues;
}

export interface EngineOptions {
  /** Answer keys → spec auto-extracted keys. */
  autoExtractedKeys?: Readonly<Record<string, string | readonly string[]>>;
  /** Bindings outside the sections (the questionnaire's checkbox fields). */
  bindingSources?: readonly BindingSource[];
  /**
   * The 'interview' catalogue of each language other than English (i18n/es/interview.ts): the texts `localizer` and
   * `currentQuestion(…, language)` show. A language without one shows English.
   */
  texts?: Partial<Record<Language, Messages>>;
  /** The letter keys added to computeFieldValues' output as `letters` (see FieldValues). */
  letterPayload?: (state: InterviewState) => Record<string, string>;
}

export function createEngine(defs: readonly SectionDef[], options: EngineOptions = {}): InterviewEngine {
  const reg = compileRegistry(defs);
  const confirming = (id: SectionId) => reg.sections.get(id)?.def.kind === 'confirmExtracted';
  const inner: InterviewEngine = {
    registry: reg,
    startSection(state, id) {
      const section = reg.sections.get(id);
      if (!section || !confirming(id)) return start(reg, state, id);
      const existing = state.sections[String(id)];
      if (existing && (existing.completed || existing.stepId !== null)) return { state, messages: [] };
      return startExtracted(reg, section, state);
    },
    currentQuestion(state, id, language = 'en') {
      const q = confirming(id) ? extractedQuestion(reg, state, id) : questionOf(reg, state, id);
      return q && language !== 'en' ? inner.localizer(language).question(state, q) : q;
    },
    localizer: (language = 'en') => createLocalizer(reg, language === 'en' ? undefined : options.texts?.[language]),
    submitAnswer(state, id, input) {
      const section = reg.sections.get(id);
      return section && confirming(id) ? answerExtracted(reg, section, state, input) : answerCurrent(reg, state, id, input);
    },
    editAnswer: (state, id, key, input) => edit(reg, state, id, key, input),
    editWouldReset: (state, id, key, input) => editWouldReset(reg, state, id, key, input),
    resetSection(state, id) {
      if (!confirming(id)) return reset(reg, state, id);
      const answers = { ...state.answers };
      const extracted = { ...state.extracted };
      for (const [k, v] of Object.entries(extracted)) {
        if (v.status !== 'pending') delete answers[k];
        extracted[k] = { ...v, status: 'pending' };
      }
      const sections = { ...state.sections };
      delete sections[String(id)];
      return inner.startSection({ ...state, answers, extracted, sections }, id).state;
    },
    isSectionComplete: (state, id) => isSectionComplete(state, id),
    isSectionUnlocked: (state, id) => isSectionUnlocked(reg, state, id),
    nextSectionId: (state, id) => nextSectionId(reg, state, id),
    sectionOrder: (state) => sectionOrder(reg, state),
    sectionSequenceNumber: (state, id) => sectionSequenceNumber(reg, state, id),
    progressPercent,
    withAutoExtracted: (state, info) => withAutoExtracted(state, info, options.autoExtractedKeys ?? {}),
    validateState: (state) => validate(inner, state),
    rebuildState: (state) => rebuild(inner, state),
    requiredDocuments: (state) => requiredDocuments(state),
    withRequiredDocuments: (state) => withRequiredDocuments(state),
    computeFieldValues(state, names, questionnaire) {
      const st = { ...state, names: names ?? state.names, questionnaire: questionnaire ?? state.questionnaire };
      const values = computeFields(reg, st, options.bindingSources);
      return options.letterPayload ? { ...values, letters: options.letterPayload(st) } : values;
    },
  };
  // Every call that returns a state returns it with its document kinds derived from its answers (cheap: no path walk).
  const docs = <R extends { state: InterviewState }>(r: R): R => {
    const state = withRequiredDocuments(r.state);
    return state === r.state ? r : { ...r, state };
  };
  const engine: InterviewEngine = {
    ...inner,
    startSection: (state, id) => docs(inner.startSection(state, id)),
    submitAnswer: (state, id, input) => docs(inner.submitAnswer(state, id, input)),
    editAnswer: (state, id, key, input) => docs(inner.editAnswer(state, id, key, input)),
    resetSection: (state, id) => withRequiredDocuments(inner.resetSection(state, id)),
    withAutoExtracted: (state, info) => withRequiredDocuments(inner.withAutoExtracted(state, info)),
    rebuildState: (state) => withRequiredDocuments(inner.rebuildState(state)),
  };
  return engine;
}

export * from './types.ts';
export { createInterviewState, EMPTY_NAMES, type CreateStateOptions } from './state.ts';
export { PREDICATES, type PredicateName } from './predicates.ts';
export { SECTION_DONE_MESSAGE } from './run.ts';
export { createLocalizer, englishInterviewCatalogue, localizeError, localizeOption, localizeTitle, optionKey, type Localizer } from './localize.ts';
export { EXTRACTED_MESSAGES, ACCEPT, ACCEPT_ALL } from './extracted.ts';
export type { BindingSource } from '../fields/compute.ts';
export { answerAll } from './testing.ts';
