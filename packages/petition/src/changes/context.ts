import { interview } from '../interview.ts';
import type { BenPetNames, ExtractedValue, InterviewState, SectionId } from '../engine/types.ts';
import { answerQuestionnaire } from '../questionnaire/apply.ts';
import { QUESTIONNAIRE } from '../questionnaire/questions.ts';
import { applySetupNames, checkSetupName, SETUP_STEPS } from '../setup/wizard.ts';

/**
 * What setup, the questionnaire and the document upload change in a petition that may already have chat answers
 * (moved here from the browser, so the server applies them with the same code): names re-seed or edit section 1,
 * a questionnaire answer changes the documents and which questions apply, a later upload offers its values again.
 * Each returns the same state when nothing changes; the caller (changes/apply.ts) rebuilds the chat afterwards.
 */
const loggedIn = (state: InterviewState, key: string): SectionId | undefined => {
  for (const [id, sec] of Object.entries(state.sections)) if (sec.log.some((e) => e.key === key)) return Number(id) as SectionId;
  return undefined;
};

/**
 * Setup names: a name the chat never asked is (re)seeded, as at the start; a name the client already
 * answered in the chat is edited there through the engine (the later setup value wins); a cleared or
 * invalid middle name is removed from the seed, so the chat asks for it. Names are applied only when the
 * app state holds the required ones (another device that never ran setup has none and changes nothing).
 */
export function applyNames(state: InterviewState, names: BenPetNames): InterviewState {
  // Setup not finished yet (a required name still empty): the names are kept, nothing is seeded.
  if (SETUP_STEPS.some((s) => s.required && !(names[s.key] ?? '').trim())) {
    const same = SETUP_STEPS.every((s) => (names[s.key] ?? '') === (state.names[s.key] ?? ''));
    return same ? state : { ...state, names: { ...state.names, ...names } };
  }
  const changed = SETUP_STEPS.some((s) => (names[s.key] ?? '').trim() !== (state.names[s.key] ?? '').trim());
  if (!changed) return state;
  let next = state;
  const seedNames: BenPetNames = { ...names };
  for (const step of SETUP_STEPS) {
    const value = (names[step.key] ?? '').trim();
    const valid = value !== '' && !checkSetupName(step, value);
    const section = loggedIn(next, step.answerKey);
    if (section !== undefined) {
      seedNames[step.key] = '';
      if (valid && value !== (state.names[step.key] ?? '').trim()) {
        const r = interview.editAnswer(next, section, step.answerKey, value);
        if (!r.error) next = r.state;
      }
    } else if (!valid && next.seed[step.answerKey] !== undefined) {
      const answers = { ...next.answers };
      const seed = { ...next.seed };
      delete answers[step.answerKey];
      delete seed[step.answerKey];
      next = { ...next, answers, seed };
    }
  }
  return { ...applySetupNames(next, seedNames), names: { ...state.names, ...names } };
}

const shown = (key: string, answers: Record<string, string>) => {
  const q = QUESTIONNAIRE.find((x) => x.key === key);
  return !!q && (!q.askIf || q.askIf.in.includes(answers[q.askIf.key] ?? ''));
};

/** Whether the questionnaire asks `key` with these answers (a question with an unmet `askIf` is not asked). */
export const questionnaireAsks = (key: string, answers: Record<string, string>): boolean => shown(key, answers);

/**
 * One questionnaire answer: the questionnaire and the required documents follow (package rules); answers of
 * questions no longer asked are removed (questions.ts `askIf`).
 */
export function applyQuestionnaireAnswer(state: InterviewState, key: string, value: string): InterviewState {
  if (state.questionnaire[key] === value) return state;
  let next = answerQuestionnaire(state, key, value);
  if (next === state) return state;
  const hidden = Object.keys(next.questionnaire).filter((k) => !shown(k, next.questionnaire));
  if (hidden.length) {
    const questionnaire = { ...next.questionnaire };
    for (const k of hidden) delete questionnaire[k];
    next = { ...next, questionnaire };
  }
  return next;
}

const sameExtracted = (a: Record<string, ExtractedValue>, b: Record<string, ExtractedValue>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k]?.autoKey === v.autoKey && b[k]?.value === v.value);

/**
 * Auto-extracted values follow a later upload while no section after section 0 has been entered:
 * section 0 is then confirmed again from the start with the new values. Keys the client already has a
 * value for (setup names, answers) are not offered. Once the interview has moved past section 0, see
 * `lateUpload`.
 */
export function applyExtracted(state: InterviewState, info: Record<string, string>): InterviewState {
  const fromSection0 = (k: string) => state.extracted[k] !== undefined && state.extracted[k]?.status !== 'pending';
  const candidate = interview.withAutoExtracted(state, info).extracted;
  if (Object.keys(state.sections).some((id) => id !== '0')) return lateUpload(state, candidate);
  const extracted: Record<string, ExtractedValue> = {};
  for (const [k, v] of Object.entries(candidate)) if (state.answers[k] === undefined || fromSection0(k)) extracted[k] = v;
  if (sameExtracted(extracted, state.extracted)) return state;
  const answers = { ...state.answers };
  for (const k of Object.keys(state.extracted)) if (fromSection0(k)) delete answers[k];
  const sections = { ...state.sections };
  delete sections['0'];
  return { ...state, answers, sections, extracted, autoExtractionRequired: Object.keys(extracted).length > 0 };
}

/**
 * An upload after the chat went past section 0 (or started without one: nothing was attached at first).
 * Its values are still offered (issue 14, bug 3): section 0 comes (back) first and asks for the values of
 * questions not answered yet; confirmed, they fill those answers and the questions are skipped when
 * reached. Nothing already answered is reset: the sections entered stay open and keep their answers, and
 * what an earlier section 0 confirmed becomes a known value (`seed`, like a setup name), so the new
 * confirmation starts afresh. No new value → the same state.
 */
function lateUpload(state: InterviewState, candidate: Record<string, ExtractedValue>): InterviewState {
  const offered = Object.entries(candidate).filter(([k]) => state.answers[k] === undefined);
  const isNew = ([k, v]: [string, ExtractedValue]) => state.extracted[k]?.value !== v.value || state.extracted[k]?.autoKey !== v.autoKey;
  if (!offered.some(isNew)) return state;
  const seed = { ...state.seed };
  for (const [k, v] of Object.entries(state.extracted)) if (v.status !== 'pending' && state.answers[k] !== undefined) seed[k] = state.answers[k];
  const sections = { ...state.sections };
  delete sections['0'];
  return { ...state, seed, sections, extracted: Object.fromEntries(offered), autoExtractionRequired: offered.length > 0 };
}

