import { interview } from '@i129f/petition/interview.ts';
import type { InterviewState, SectionId } from '@i129f/petition/engine/types.ts';
import { applyAppContext, type AppContext } from './appContext.ts';

/**
 * What the user did, recorded until the server has it. On a version conflict the newer server state is
 * loaded and these operations are replayed on it through the engine, so no answer is lost.
 */
export type ChatOp = (
  | { type: 'start'; sectionId: SectionId }
  | { type: 'submit'; sectionId: SectionId; key: string; input: string }
  | { type: 'edit'; sectionId: SectionId; key: string; input: string }
  | { type: 'reset'; sectionId: SectionId }
  /** Setup names, questionnaire or auto-extracted values changed in the app after the chat started. */
  | { type: 'context'; context: AppContext }
) & {
  /** Order within this record. */
  seq: number;
  /** Unique across tabs (tells which operations another tab's record already holds). */
  id?: string;
};

export type ChatAction = ChatOp extends infer O ? (O extends ChatOp ? Omit<O, 'seq' | 'id'> : never) : never;

/** Identity of an operation (older records carry no id). */
export const opId = (op: ChatOp): string => op.id ?? `seq:${op.seq}`;

export const newOpId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface ApplyResult {
  state: InterviewState;
  /** The engine refused the input (shown as a red message; not recorded for replay). */
  error?: string;
}

const logged = (state: InterviewState, id: SectionId, key: string) => state.sections[String(id)]?.log.some((e) => e.key === key) ?? false;

/** Runs one user action through the engine. */
export function applyAction(state: InterviewState, action: ChatAction): ApplyResult {
  switch (action.type) {
    case 'start':
      return { state: interview.startSection(state, action.sectionId).state };
    case 'submit': {
      const r = interview.submitAnswer(state, action.sectionId, action.input);
      return r.error ? { state: r.state, error: r.error } : { state: r.state };
    }
    case 'edit': {
      const r = interview.editAnswer(state, action.sectionId, action.key, action.input);
      return r.error ? { state, error: r.error } : { state: r.state };
    }
    case 'reset':
      return { state: interview.resetSection(state, action.sectionId) };
    case 'context':
      return { state: applyAppContext(state, action.context) };
  }
}

/**
 * Replays local operations the server lacks on the server's state (409 merge). An answer is submitted
 * when the server state asks the same question; an answer the server already has from another
 * tab or device is kept as the server has it (explicit edits are applied); refused inputs are skipped.
 */
export function replayOps(server: InterviewState, ops: readonly ChatOp[]): InterviewState {
  let state = server;
  for (const op of ops) {
    if (op.type === 'start' || op.type === 'reset' || op.type === 'context') {
      state = applyAction(state, op).state;
      continue;
    }
    if (op.type === 'edit') {
      if (logged(state, op.sectionId, op.key)) {
        const r = applyAction(state, op);
        if (!r.error) state = r.state;
      }
      continue;
    }
    state = interview.startSection(state, op.sectionId).state;
    const q = interview.currentQuestion(state, op.sectionId);
    if (q && q.key === op.key) {
      const r = interview.submitAnswer(state, op.sectionId, op.input);
      if (!r.error) state = r.state;
    }
  }
  return state;
}
