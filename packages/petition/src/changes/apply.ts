import { createInterviewState } from '../engine/state.ts';
import { findQuestion } from '../engine/registry.ts';
import { checkInput } from '../engine/run.ts';
import type { BenPetNames, InterviewState } from '../engine/types.ts';
import { interview } from '../interview.ts';
import { isQuestionnaireAnswer } from '../questionnaire/apply.ts';
import { checkSetupName, SETUP_STEPS } from '../setup/wizard.ts';
import { applyExtracted, applyNames, applyQuestionnaireAnswer, questionnaireAsks } from './context.ts';
import { isJourneyPage, visit } from './journey.ts';
import { applyRespell } from './respell.ts';
import type { ApplyOutcome, Change, Conflict, PetitionDoc } from './types.ts';

/** A new petition, before its first answer (`asOf` is today as MM/DD/YYYY: the engine never reads the clock). */
export const createPetition = (asOf: string): PetitionDoc => createInterviewState({ asOf });

/** The outcome of one change: the new document, or why it was not applied. */
export interface ChangeResult {
  doc: PetitionDoc;
  error?: string;
  conflict?: Pick<Conflict, 'key' | 'theirs' | 'yours' | 'sectionId'>;
  /** Answers the change would clear that its `clear` does not list (nothing applied). */
  consent?: string[];
}

const SETUP_ANSWER_KEYS = new Set(SETUP_STEPS.map((s) => s.answerKey));

/** The engine returns interview states: the petition's own fields (journey, time) are carried over. */
function keepExtras(doc: PetitionDoc, state: InterviewState): PetitionDoc {
  if (state === doc) return doc;
  const out: PetitionDoc = { ...state };
  if (doc.journey) out.journey = doc.journey;
  if (doc.timeSpent) out.timeSpent = doc.timeSpent;
  if (doc.pageLeaveTimes) out.pageLeaveTimes = doc.pageLeaveTimes;
  return out;
}

/** The stored form of an input (what another device's equal answer looks like), or null when it is refused. */
function normalized(doc: PetitionDoc, key: string, input: string): string | null {
  const found = findQuestion(interview.registry, key);
  if (!found) return input.trim();
  const checked = checkInput(found.step, input, doc, found.index);
  return 'value' in checked ? checked.value : null;
}

/** Answers present before and gone after, not counting `except` (what the change itself set or cleared). */
function clearedAnswers(before: InterviewState, after: InterviewState, except: (key: string) => boolean): string[] {
  return Object.keys(before.answers).filter((k) => after.answers[k] === undefined && !except(k)).sort();
}

/**
 * A change made outside the chat (setup, questionnaire, upload) can make chat answers no longer apply: the chat is
 * rebuilt (answers that still fit stay), and the answers it would lose need the client's consent (`clear`).
 */
function withConsent(doc: PetitionDoc, next: InterviewState, change: Change, except: (key: string) => boolean): ChangeResult {
  if (next === doc) return { doc };
  const rebuilt = interview.rebuildState(next);
  const cleared = clearedAnswers(doc, rebuilt, except);
  const agreed = new Set(change.clear ?? []);
  const missing = cleared.filter((k) => !agreed.has(k));
  if (missing.length) return { doc, consent: cleared };
  return { doc: keepExtras(doc, rebuilt) };
}

function applyNamesChange(doc: PetitionDoc, names: Partial<BenPetNames>, change: Change): ChangeResult {
  const merged = { ...doc.names };
  for (const step of SETUP_STEPS) {
    const value = names[step.key];
    if (value === undefined) continue;
    const problem = value.trim() ? checkSetupName(step, value) : null;
    if (problem) return { doc, error: problem };
    merged[step.key] = value.trim();
  }
  return withConsent(doc, applyNames(doc, merged), change, (k) => SETUP_ANSWER_KEYS.has(k));
}

function applySubmit(doc: PetitionDoc, change: Extract<Change, { type: 'submit' }>): ChangeResult {
  const started = keepExtras(doc, interview.startSection(doc, change.sectionId).state);
  const question = interview.currentQuestion(started, change.sectionId);
  if (question?.key === change.key) {
    const r = interview.submitAnswer(started, change.sectionId, change.input);
    return r.error ? { doc, error: r.error } : { doc: keepExtras(doc, r.state) };
  }
  // Another device answered (or the section moved on): the same answer is no change, a different one a conflict.
  const stored = started.answers[change.key];
  if (stored !== undefined && stored === normalized(started, change.key, change.input)) return { doc };
  return { doc, conflict: { key: change.key, sectionId: change.sectionId, theirs: stored ?? null, yours: change.input } };
}

function applyEdit(doc: PetitionDoc, change: Extract<Change, { type: 'edit' }>): ChangeResult {
  const stored = doc.answers[change.key] ?? null;
  if (stored !== change.expected) {
    if (stored !== null && stored === normalized(doc, change.key, change.input)) return { doc };
    return { doc, conflict: { key: change.key, sectionId: change.sectionId, theirs: stored, yours: change.input } };
  }
  const r = interview.editAnswer(doc, change.sectionId, change.key, change.input);
  return r.error ? { doc, error: r.error } : { doc: keepExtras(doc, r.state) };
}

const maxMerge = (a: Record<string, number> | undefined, b: Record<string, number>): Record<string, number> => {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) if (Number.isFinite(v) && v >= 0 && !(out[k]! >= v)) out[k] = v;
  return out;
};

/** Applies one change with the interview engine (the same code in the browser and on the server). */
export function applyChange(doc: PetitionDoc, change: Change): ChangeResult {
  switch (change.type) {
    case 'start':
      if (!interview.registry.sections.has(change.sectionId)) return { doc, error: 'This section does not exist.' };
      return { doc: keepExtras(doc, interview.startSection(doc, change.sectionId).state) };
    case 'submit':
      return applySubmit(doc, change);
    case 'edit':
      return applyEdit(doc, change);
    case 'respell':
      return applyRespell(doc, change);
    case 'reset':
      if (!interview.registry.sections.has(change.sectionId)) return { doc, error: 'This section does not exist.' };
      return { doc: keepExtras(doc, interview.resetSection(doc, change.sectionId)) };
    case 'names':
      return applyNamesChange(doc, change.names, change);
    case 'questionnaire':
      if (!isQuestionnaireAnswer(change.key, change.value)) return { doc, error: 'This is not one of the options.' };
      if (!questionnaireAsks(change.key, doc.questionnaire)) return { doc, error: 'This question is not asked with your earlier answers.' };
      return withConsent(doc, applyQuestionnaireAnswer(doc, change.key, change.value), change, () => false);
    case 'extracted': {
      const journey = visit(doc.journey, '/file-upload-list');
      const marked = journey === doc.journey ? doc : { ...doc, journey: { ...journey, last: doc.journey?.last ?? journey.last } };
      if (!change.passed) return { doc: marked };
      // Values section 0 confirmed are confirmed again from the new upload: not answers the client loses.
      return withConsent(marked, applyExtracted(marked, change.info), change, (k) => doc.extracted[k] !== undefined);
    }
    case 'journey': {
      if (!isJourneyPage(change.page)) return { doc, error: 'Unknown page.' };
      const journey = visit(doc.journey, change.page);
      return { doc: journey === doc.journey ? doc : { ...doc, journey } };
    }
    case 'time':
      return { doc: { ...doc, timeSpent: maxMerge(doc.timeSpent, change.timeSpent), pageLeaveTimes: maxMerge(doc.pageLeaveTimes, change.pageLeaveTimes) } };
  }
}

/**
 * Applies changes in order. A conflicting change is skipped (the other device's value stays) and reported; an
 * engine refusal or a missing consent stops everything (nothing applied), so the caller stores all or nothing.
 */
export function applyChanges(doc: PetitionDoc, changes: readonly Change[]): ApplyOutcome {
  let next = doc;
  let applied = 0;
  const conflicts: Conflict[] = [];
  for (const [index, change] of changes.entries()) {
    const r = applyChange(next, change);
    const id = change.id === undefined ? {} : { id: change.id };
    if (r.error !== undefined) {
      const key = change.type === 'submit' || change.type === 'edit' || change.type === 'respell' || change.type === 'questionnaire' ? { key: change.key } : {};
      return { doc, applied: 0, conflicts: [], error: { index, ...id, ...key, message: r.error } };
    }
    if (r.consent) return { doc, applied: 0, conflicts: [], consent: { index, ...id, keys: r.consent } };
    if (r.conflict) {
      conflicts.push({ index, ...id, ...r.conflict });
      continue;
    }
    next = r.doc;
    applied += 1;
  }
  return { doc: next, applied, conflicts };
}
