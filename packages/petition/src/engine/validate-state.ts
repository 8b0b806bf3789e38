import { findQuestion } from './registry.ts';
import { checkInput } from './run.ts';
import type { InterviewEngine } from './index.ts';
import { STATE_VERSION } from './types.ts';
import type { ExtractedValue, InterviewState, StateProblem } from './types.ts';

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
    }
  }
  if (!Array.isArray(raw.requiredDocuments) || !raw.requiredDocuments.every((n) => Number.isInteger(n))) problems.push({ message: 'requiredDocuments must be a list of ids.' });
  if (typeof raw.progress !== 'number' || typeof raw.progressBarStep !== 'number' || typeof raw.autoExtractionRequired !== 'boolean') problems.push({ message: 'Malformed progress fields.' });
  return problems;
}

/**
 * Re-runs the interview from the seed answers: every logged answer is submitted again, in order, through
 * the same engine and validators. Returns one problem per refused answer (section, step, key and the
 * validator's message), per answer the chat did not produce, and per stored value that differs from
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
  const extracted: Record<string, ExtractedValue> = {};
  for (const [k, v] of Object.entries(state.extracted)) extracted[k] = { ...v, status: 'pending' };
  let replay: InterviewState = {
    ...state,
    answers: { ...state.seed },
    extracted,
    sections: {},
    progress: 0,
    requiredDocuments: [...state.requiredDocuments],
  };
  for (const id of reg.order) {
    const saved = state.sections[String(id)];
    if (!saved) continue;
    replay = engine.startSection(replay, id).state;
    for (const entry of saved.log) {
      const q = engine.currentQuestion(replay, id);
      if (!q || q.key !== entry.key) {
        problems.push({ sectionId: id, stepId: entry.stepId, key: entry.key, message: 'This answer does not belong to the question the interview asks at this point.' });
        break;
      }
      const r = engine.submitAnswer(replay, id, entry.input);
      if (r.error) {
        problems.push({ sectionId: id, stepId: entry.stepId, key: entry.key, message: r.error });
        break;
      }
      replay = r.state;
    }
    if (saved.completed && !engine.isSectionComplete(replay, id)) problems.push({ sectionId: id, message: 'The section is marked complete but its answers do not complete it.' });
  }
  for (const [key, value] of Object.entries(state.answers)) {
    if (replay.answers[key] === undefined) problems.push({ key, message: 'This answer was not given through the interview.' });
    else if (replay.answers[key] !== value) problems.push({ key, message: 'This answer differs from its validated value.' });
  }
  return problems;
}
