import { findQuestion } from './registry.ts';
import { answerDeferred, answerMain, checkInput, deferCurrent, promptDeferred, questionOf } from './run.ts';
import type { InterviewEngine } from './index.ts';
import { STATE_VERSION } from './types.ts';
import type { ExtractedValue, InterviewState, LogEntry, SectionId, StateProblem, StepResult } from './types.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringRecord = (v: unknown) => isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

function shapeProblems(raw: unknown): StateProblem[] {
  if (!isRecord(raw)) return [{ message: 'The interview state must be an object.' }];
  const problems: StateProblem[] = [];
  if (raw.version !== STATE_VERSION) problems.push({ message: `Unsupported interview state version: ${String(raw.version)}` });
  if (typeof raw.asOf !== 'string') problems.push({ message: 'asOf must be a date string.' });
  for (const k of ['answers', 'seed', 'questionnaire', 'names']) if (!isStringRecord(raw[k])) problems.push({ key: k, message: `${k} must map keys to strings.` });
  if (!isRecord(raw.extracted)) problems.push({ message: 'extracted must be an object.' });
  if (!isRecord(raw.sections)) problems.push({ message: 'sections must be an object.' });
  else {
    for (const [id, sec] of Object.entries(raw.sections)) {
      if (!isRecord(sec) || !Array.isArray(sec.log) || !Array.isArray(sec.messages) || !isRecord(sec.loops)) {
        problems.push({ sectionId: Number(id), message: 'Malformed section state.' });
        continue;
      }
      for (const e of sec.log) if (!isRecord(e) || typeof e.key !== 'string' || typeof e.input !== 'string' || typeof e.stepId !== 'string') problems.push({ sectionId: Number(id), message: 'Malformed answer log entry.' });
      if (sec.deferred !== undefined && (!Array.isArray(sec.deferred) || !sec.deferred.every((q) => isRecord(q) && typeof q.key === 'string' && typeof q.stepId === 'string'))) {
        problems.push({ sectionId: Number(id), message: 'Malformed deferred questions.' });
      }
    }
  }
  if (!Array.isArray(raw.requiredDocuments) || !raw.requiredDocuments.every((n) => Number.isInteger(n))) problems.push({ message: 'requiredDocuments must be a list of ids.' });
  if (typeof raw.progress !== 'number' || typeof raw.progressBarStep !== 'number' || typeof raw.autoExtractionRequired !== 'boolean') problems.push({ message: 'Malformed progress fields.' });
  return problems;
}

/** The outcome of replaying one section's log: the rebuilt state, and where the log stopped fitting. */
export interface SectionReplay {
  state: InterviewState;
  /** The first logged answer that did not fit; later answers of the section were not replayed. */
  problem?: StateProblem;
  /** The problem is a refused answer (a validator now says no); `state` then shows it, the reason and the question again. */
  refused?: boolean;
}

/**
 * Replays one section's logged answers, in order, on `start`. An entry is submitted where the section
 * asks its key. When the section asks a question that the log answers only later or not at all (its
 * value went missing, e.g. a setup middle name cleared after the chat started), the question is
 * deferred — passed without an answer, as long as it does not branch — and the replay goes on; a
 * logged answer of a deferred question is taken when the replay reaches it. Deferring is tentative:
 * if the entry still does not fit, the section stops before it, as before.
 */
export function replaySection(engine: InterviewEngine, start: InterviewState, id: SectionId, log: readonly LogEntry[], o: { skipUnasked?: boolean } = {}): SectionReplay {
  const reg = engine.registry;
  const confirming = reg.sections.get(id)?.def.kind === 'confirmExtracted';
  let replay = engine.startSection(start, id).state;
  for (const entry of log) {
    const misfit = (): SectionReplay => ({
      state: replay,
      problem: { sectionId: id, stepId: entry.stepId, key: entry.key, message: 'This answer does not belong to the question the interview asks at this point.' },
    });
    let r: StepResult;
    if (confirming) {
      if (engine.currentQuestion(replay, id)?.key !== entry.key) return misfit();
      r = engine.submitAnswer(replay, id, entry.input);
    } else if (replay.sections[String(id)]?.deferred?.some((q) => q.key === entry.key)) {
      r = answerDeferred(reg, replay, id, entry.key, entry.input);
    } else {
      let attempt: InterviewState | undefined = replay;
      while (attempt && questionOf(reg, attempt, id, true)?.key !== entry.key) attempt = deferCurrent(reg, attempt, id);
      // An answer to a question the section no longer asks (an earlier answer changed): dropped, the rest replayed.
      if (!attempt && o.skipUnasked) continue;
      if (!attempt) return misfit();
      r = answerMain(reg, attempt, id, entry.input);
    }
    if (r.error) return { state: r.state, refused: true, problem: { sectionId: id, stepId: entry.stepId, key: entry.key, message: r.error } };
    replay = r.state;
  }
  return { state: replay };
}

const deferredKeys = (state: InterviewState, id: SectionId) => (state.sections[String(id)]?.deferred ?? []).map((q) => q.key).join('|');

/**
 * Re-runs the interview from the seed answers: every logged answer is submitted again, in order, through
 * the same engine and validators (`replaySection`). Returns one problem per refused answer (section, step,
 * key and the validator's message), per answer the chat did not produce, and per stored value that differs from
 * the validated one. [] means the state is sound.
 */
export function validate(engine: InterviewEngine, raw: unknown): StateProblem[] {
  const shape = shapeProblems(raw);
  if (shape.length) return shape;
  const state = raw as InterviewState;
  const reg = engine.registry;
  const problems: StateProblem[] = [];
  for (const [key, value] of Object.entries(state.seed)) {
    const found = findQuestion(reg, key);
    if (!found) continue;
    const checked = checkInput(found.step, value, state, found.index);
    if ('error' in checked) problems.push({ sectionId: found.sectionId, stepId: found.step.id, key, message: checked.error });
  }
  let replay = replayBase(state);
  for (const id of reg.order) {
    const saved = state.sections[String(id)];
    if (!saved) continue;
    const r = replaySection(engine, replay, id, saved.log);
    replay = r.state;
    if (r.problem) {
      problems.push(r.problem);
      continue;
    }
    if (saved.completed && !replay.sections[String(id)]?.completed) problems.push({ sectionId: id, message: 'The section is marked complete but its answers do not complete it.' });
    if (deferredKeys(state, id) !== deferredKeys(replay, id)) problems.push({ sectionId: id, message: 'The questions left open in this section differ from those its answers leave open.' });
  }
  for (const [key, value] of Object.entries(state.answers)) {
    if (replay.answers[key] === undefined) problems.push({ key, message: 'This answer was not given through the interview.' });
    else if (replay.answers[key] !== value) problems.push({ key, message: 'This answer differs from its validated value.' });
  }
  return problems;
}

/** The state before any section: seed answers, extracted values pending, no sections, no progress. */
function replayBase(state: InterviewState): InterviewState {
  const extracted: Record<string, ExtractedValue> = {};
  for (const [k, v] of Object.entries(state.extracted ?? {})) extracted[k] = { ...v, status: 'pending' };
  return { ...state, answers: { ...state.seed }, extracted, sections: {}, progress: 0, requiredDocuments: [...state.requiredDocuments] };
}

/**
 * A state `validate` refuses, rebuilt so it passes, losing as little as possible: every section the
 * client entered is replayed (`replaySection`), each on its own — a section that stops does not drop
 * the sections after it. A missing answer with later answers becomes a deferred question, asked again
 * at the end of the section's chat. A logged answer a validator now refuses (e.g. 'Single' after the
 * classification became K-3) re-opens its section at that question: the answer stays in the chat with
 * the red reason and the question again; the section's answers before it stay, those after it (which
 * depended on it) are asked again. A sound state is returned unchanged.
 */
export function rebuild(engine: InterviewEngine, state: InterviewState): InterviewState {
  if (validate(engine, state).length === 0) return state;
  let replay = replayBase(state);
  for (const id of engine.registry.order) {
    const saved = state.sections[String(id)];
    if (!saved || !engine.sectionOrder(replay).includes(id)) continue;
    replay = promptDeferred(engine.registry, replaySection(engine, replay, id, saved.log, { skipUnasked: true }).state, id);
  }
  return replay;
}
