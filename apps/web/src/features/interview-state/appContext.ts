import { interview } from '@i129f/petition/interview.ts';
import type { BenPetNames, ExtractedValue, InterviewState, SectionId } from '@i129f/petition/engine/types.ts';
import { answerQuestionnaire } from '@i129f/petition/questionnaire/apply.ts';
import { applySetupNames, checkSetupName, SETUP_STEPS } from '@i129f/petition/setup/wizard.ts';
import type { AppState } from '../../state/appState.ts';
import { questionnaireAnswers } from './initialState.ts';
import { repairState } from './repair.ts';

/**
 * What setup, the questionnaire and the document upload left in the app state, as the interview takes
 * it. Recorded as a 'context' operation when it differs from the interview state, so a change made after
 * the chat started reaches the interview, the server and the other tabs like any answer.
 */
export interface AppContext {
  names: BenPetNames;
  questionnaire: Record<string, string>;
  /** Auto-extracted values (spec §3 keys); null when the upload step has not been passed. */
  extracted: Record<string, string> | null;
}

export function appContextOf(app: AppState): AppContext {
  return {
    names: { ...app.benPetNames },
    questionnaire: questionnaireAnswers(app),
    extracted: app.passedAutoExtractedStep ? { ...app.autoExtractedUserInfo } : null,
  };
}

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
function applyNames(state: InterviewState, names: BenPetNames): InterviewState {
  // Setup not finished on this device (a fresh browser has an empty app state): nothing to apply.
  if (SETUP_STEPS.some((s) => s.required && !(names[s.key] ?? '').trim())) return state;
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

function applyQuestionnaire(state: InterviewState, answers: Record<string, string>): InterviewState {
  let next = state;
  for (const [key, value] of Object.entries(answers)) if (next.questionnaire[key] !== value) next = answerQuestionnaire(next, key, value);
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
function applyExtracted(state: InterviewState, info: Record<string, string>): InterviewState {
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

/** Applies what differs between the app state and the interview; the same state when nothing does. */
export function applyAppContext(state: InterviewState, ctx: AppContext): InterviewState {
  let next = applyNames(state, ctx.names);
  next = applyQuestionnaire(next, ctx.questionnaire);
  if (ctx.extracted) next = applyExtracted(next, ctx.extracted);
  if (next === state) return state;
  // A questionnaire answer can change which questions are asked: answers that no longer fit are asked again.
  return repairState(next);
}
