import { interview } from '@i129f/petition/interview.ts';
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/schema.ts';
import { loadChatState, saveChatState, type StoredChatState } from '../chat-state/repo.ts';
import { isPetitionDoc } from './doc.ts';

/** Versions this process has checked, per database: a petition is replayed once per version, not on every load. */
const checked = new WeakMap<Db, Set<string>>();
const CHECKED_MAX = 5000;

/**
 * The stored petition, as the current sections ask it. A petition saved by an older release of the sections (a
 * question added, a rule changed) is rebuilt by the engine (`rebuildState`: every answer that still fits is kept,
 * a missing one is asked again) and stored once, so every device continues from the same petition. Sound ones are
 * returned as stored; the check runs once per version and process.
 */
export async function loadSoundPetition(deps: AppDeps, userId: string): Promise<StoredChatState | null> {
  // The cached petition itself (frozen, no copy): it is only read, replayed by the engine and sent.
  const stored = await loadChatState(deps.db, userId, { shared: true });
  if (!stored || !isPetitionDoc(stored.state)) return stored;
  let seen = checked.get(deps.db);
  if (!seen) checked.set(deps.db, (seen = new Set()));
  const id = `${userId}:${stored.version}`;
  if (seen.has(id)) return stored;
  const rebuilt = interview.rebuildState(stored.state);
  if (rebuilt !== stored.state) {
    const saved = await saveChatState(deps.db, { userId, state: { ...stored.state, ...rebuilt }, expected: stored.version, now: deps.now(), actorId: userId, previous: stored.state });
    if (!saved.ok) return saved.current;
    return { state: { ...stored.state, ...rebuilt }, version: saved.version };
  }
  if (seen.size >= CHECKED_MAX) seen.clear();
  seen.add(id);
  return stored;
}

/**
 * A version made by applying changes with the engine to a version this process checked is sound as well (the engine
 * wrote it): it is not replayed again on the next load.
 */
export function carrySound(db: Db, userId: string, from: number, to: number): void {
  const seen = checked.get(db);
  if (!seen?.has(`${userId}:${from}`)) return;
  if (seen.size >= CHECKED_MAX) seen.clear();
  seen.add(`${userId}:${to}`);
}
