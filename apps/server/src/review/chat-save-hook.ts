import type { AppDeps } from '../context.ts';
import { loadChatState } from '../chat-state/repo.ts';
import { AppError, errorText } from '../http/errors.ts';
import { openCommentKeys, resolveComments } from './comments-repo.ts';
import { readStatus } from './status-repo.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const part = (state: unknown, name: string): Record<string, unknown> => (isRecord(state) && isRecord(state[name]) ? state[name] : {});

/** The saved value of an answer key in a (stored or posted) state: `q.<key>` reads the questionnaire. */
export function answerValue(state: unknown, key: string): string | undefined {
  const v = key.startsWith('q.') ? part(state, 'questionnaire')[key.slice(2)] : part(state, 'answers')[key];
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

/** Whether two states hold the same answers, questionnaire answers and names (time spent, messages … may differ). */
function sameAnswers(a: unknown, b: unknown): boolean {
  for (const name of ['answers', 'questionnaire', 'names']) {
    const x = part(a, name);
    const y = part(b, name);
    for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) if (x[k] !== y[k]) return false;
  }
  return true;
}


/** 409: the firm approved the petition; the answers are frozen until staff re-open it. */
export const petitionLocked = () => new AppError(409, 'PETITION_LOCKED', errorText('petitionLocked'));

/**
 * Runs before a chat-state save (chat-state/routes.ts). An approved petition refuses a save that changes an answer
 * (409 PETITION_LOCKED; a save of time spent or chat messages alone still passes). Returns what to run once the save
 * succeeded: open review comments on an answer key whose value changed are resolved.
 */
export async function beforeChatStateSave(deps: AppDeps, o: { userId: string; actorId: string; next: unknown; previous?: unknown }): Promise<() => Promise<void>> {
  const [status, keys] = await Promise.all([readStatus(deps.db, o.userId), openCommentKeys(deps.db, o.userId)]);
  if (status !== 'approved' && keys.length === 0) return async () => {};
  const previous = o.previous !== undefined ? o.previous : ((await loadChatState(deps.db, o.userId))?.state ?? null);
  if (status === 'approved' && !sameAnswers(previous, o.next)) throw petitionLocked();
  const changed = keys.filter((k) => answerValue(previous, k) !== answerValue(o.next, k));
  return async () => {
    await resolveComments(deps.db, { clientId: o.userId, keys: changed, by: o.actorId, now: deps.now() });
  };
}
