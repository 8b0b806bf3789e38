import { CHAT_MESSAGES } from '../validators/messages.ts';
import { freshSection } from './keys.ts';
import { checkInput, draft, refreshCopies, start } from './run.ts';
import { isQuestion, type Registry } from './registry.ts';
import type { EditResult, InterviewState, SectionId } from './types.ts';

function findEntry(reg: Registry, state: InterviewState, sectionId: SectionId, key: string) {
  const sec = state.sections[String(sectionId)];
  const section = reg.sections.get(sectionId);
  // The last entry of the key: the accepted answer (an answer kept in the native alphabet is logged before it).
  const at = sec?.log.findLastIndex((e) => e.key === key) ?? -1;
  // Logged but without a value: an answer kept in the native alphabet whose Latin version is still asked (issue 24).
  if (!sec || !section || at < 0 || state.answers[key] === undefined) return undefined;
  const entry = sec.log[at];
  const step = entry && section.steps.get(entry.stepId);
  if (!entry || !isQuestion(step)) return undefined;
  const m = /\.(\d+)\./.exec(key);
  const index = step.loop ? Number(m?.[1] ?? 1) : undefined;
  return { sec, section, at, entry, step, index };
}

/** Whether editing `key` to `input` would reset the section (the UI's 'Reset Section' label). */
export function editWouldReset(reg: Registry, state: InterviewState, sectionId: SectionId, key: string, input: string): boolean {
  const found = findEntry(reg, state, sectionId, key);
  if (!found || !found.section.branchingKeys.has(found.step.key)) return false;
  const checked = checkInput(found.step, input, state, found.index);
  return 'value' in checked && checked.value !== state.answers[key];
}

/**
 * Back to the first step: the section's own answers are forgotten — the logged answers and the answers
 * its effects wrote (e.g. the 'Unknown' parent names, copies of the current address) — the rest of the
 * state is kept. A forgotten key that was known before the chat (state.seed) gets its seed value back.
 */
export function reset(reg: Registry, state: InterviewState, sectionId: SectionId): InterviewState {
  const sec = state.sections[String(sectionId)];
  if (!sec || !reg.sections.has(sectionId)) return state;
  const answers = { ...state.answers };
  for (const key of [...sec.log.map((e) => e.key), ...(sec.written ?? [])]) {
    const seed = state.seed[key];
    if (seed !== undefined) answers[key] = seed;
    else delete answers[key];
  }
  const fresh = { ...freshSection(), applied: [...sec.applied], seq: sec.seq };
  const cleared: InterviewState = { ...state, answers, sections: { ...state.sections, [String(sectionId)]: fresh } };
  return start(reg, cleared, sectionId).state;
}

/**
 * Edits an earlier answer. A changed branching answer resets the section (spec: 'This action will cause
 * this section's progress to reset'); any other edit replaces the stored value and the chat bubble.
 */
export function edit(reg: Registry, state: InterviewState, sectionId: SectionId, key: string, input: string): EditResult {
  const found = findEntry(reg, state, sectionId, key);
  if (!found) return { state, messages: [], reset: false, error: CHAT_MESSAGES.empty };
  const checked = checkInput(found.step, input, state, found.index);
  if ('error' in checked) return { state, messages: [], reset: false, error: checked.error };
  if (checked.value === state.answers[key]) return { state, messages: [], reset: false };
  if (found.section.branchingKeys.has(found.step.key)) {
    const after = reset(reg, state, sectionId);
    return { state: after, messages: after.sections[String(sectionId)]?.messages ?? [], reset: true };
  }
  return replaced(state, sectionId, key, input, checked.value, found);
}

/**
 * Replaces an answer's value and bubble without resetting its section, even when the answer branches: for a
 * respelling that keeps the section's path (changes/respell.ts checks it by replaying the interview).
 */
export function replaceAnswer(reg: Registry, state: InterviewState, sectionId: SectionId, key: string, input: string): EditResult {
  const found = findEntry(reg, state, sectionId, key);
  if (!found) return { state, messages: [], reset: false, error: CHAT_MESSAGES.empty };
  const checked = checkInput(found.step, input, state, found.index);
  if ('error' in checked) return { state, messages: [], reset: false, error: checked.error };
  if (checked.value === state.answers[key]) return { state, messages: [], reset: false };
  return replaced(state, sectionId, key, input, checked.value, found);
}

function replaced(state: InterviewState, sectionId: SectionId, key: string, input: string, value: string, found: NonNullable<ReturnType<typeof findEntry>>): EditResult {
  const d = draft(state, sectionId);
  d.state.answers[key] = value;
  d.sec.log[found.at] = { ...found.entry, input };
  refreshCopies(d, found.section);
  // Only the accepted answer's bubble changes: it is the last one of the key (refused inputs came before it
  // and stay as they were, each followed by its red message).
  const last = d.sec.messages.findLastIndex((m) => m.position === 'right' && m.answerKey === key);
  d.sec.messages = d.sec.messages.map((m, i) => (i === last ? { ...m, content: input } : m));
  return { state: d.state, messages: [], reset: false };
}
