import type { Change, PetitionDoc } from '@i129f/petition/changes/types.ts';
import { applyChange } from '@i129f/petition/changes/apply.ts';
import { interview } from '@i129f/petition/interview.ts';

/**
 * What the client did, kept in memory until the server has it (issue 19: never in local storage — an answer may
 * be an SSN). The server applies the same changes with the same engine; when it answers with a newer petition
 * (another device), the changes it has not seen yet are applied again on it.
 */
export type ChatOp = Change & {
  /** Order on this device. */
  seq: number;
};

/** A change as a page dispatches it: an edit's `expected` (the value shown) is filled in by the session. */
export type ChatAction = Change extends infer C ? (C extends { type: 'edit' } ? Omit<C, 'expected'> & { expected?: string | null } : C) : never;

/** Identity of an operation. */
export const opId = (op: ChatOp): string => op.id ?? `seq:${op.seq}`;

export const newOpId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface ApplyResult {
  state: PetitionDoc;
  /** The engine refused the input (shown as a red message; not sent). */
  error?: string;
  /** The change would clear these answers: ask the client, then dispatch it again with `clear`. */
  consent?: string[];
  /** The page holds another value than the change expected: nothing changes here; the server reports the conflict. */
  conflict?: boolean;
}

/** Runs one change through the engine (the refused answer's red message stays in the state, as the chat shows it). */
export function applyAction(state: PetitionDoc, change: Change): ApplyResult {
  const r = applyChange(state, change);
  if (r.consent) return { state, consent: r.consent };
  if (r.error !== undefined) {
    // The chat shows a refused answer with its reason: the engine's own submit keeps them in the section.
    return { state: refusalShown(state, change) ?? state, error: r.error };
  }
  if (r.conflict) return { state, conflict: true };
  return { state: r.doc };
}

/** The state with a refused chat answer and its red reason in the section (what the engine's submit returns). */
function refusalShown(state: PetitionDoc, change: Change): PetitionDoc | null {
  if (change.type !== 'submit') return null;
  const started = interview.startSection(state, change.sectionId).state;
  if (interview.currentQuestion(started, change.sectionId)?.key !== change.key) return null;
  return { ...state, ...interview.submitAnswer(started, change.sectionId, change.input).state };
}

/**
 * The changes the server has not acknowledged, applied again on the petition it sent (another device's changes
 * came first). One that no longer applies is skipped here; it is still sent, and the server answers it as a conflict.
 */
export function replayOps(server: PetitionDoc, ops: readonly ChatOp[]): PetitionDoc {
  let state = server;
  for (const op of ops) {
    const r = applyChange(state, op);
    if (!r.error && !r.consent && !r.conflict) state = r.doc;
  }
  return state;
}
