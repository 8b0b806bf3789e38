import type { InterviewState } from '@i129f/petition/engine/types.ts';
import { STATE_VERSION } from '@i129f/petition/engine/types.ts';
import type { Store } from '../../state/createStore.ts';
import { conflictOf, type ChatStateApi } from './chatApi.ts';
import type { ChatRecord } from './chatStore.ts';
import { opId, replayOps, type ChatOp } from './ops.ts';
import { repairState } from './repair.ts';

export { HISTORY_FLAG_KEY } from './chatStatePrefetch.ts';
export const SAVE_DEBOUNCE_MS = 1000;
export const MAX_BACKOFF_MS = 60_000;
/** The client is told when the server has not had their answers for longer than this. */
export const UNSYNCED_NOTICE_MS = 60_000;

/** Extra data saved with the engine state (the server keeps it as it is). */
export interface SyncExtras {
  timeSpent: Record<string, number>;
  pageLeaveTimes: Record<string, number>;
}

export interface ChatSyncDeps {
  email: string;
  store: Store<ChatRecord>;
  api: ChatStateApi;
  /** Values saved next to the state, and where loaded ones go. */
  extras?: { read(): SyncExtras; merge(loaded: Partial<SyncExtras>): void };
  flag?: { get(): string | null; set(value: string): void };
  merge?: (server: InterviewState, ops: readonly ChatOp[]) => InterviewState;
  log?: (message: string, detail?: unknown) => void;
  now?: () => number;
}

export interface ChatSync {
  /** An answer changed the state: save about a second later (one save for a burst of answers). */
  changed(): void;
  /** A section completed: save now and set the history flag. */
  saveNow(): Promise<void>;
  /** Loads the server state once if the history flag asks for it; resolves after the first attempt. */
  loadHistory(): Promise<void>;
  dispose(): void;
}

const isState = (v: unknown): v is InterviewState =>
  typeof v === 'object' && v !== null && (v as InterviewState).version === STATE_VERSION && typeof (v as InterviewState).sections === 'object';

/** Keeps the local chat record and the server in step (debounced saves, 409 merge, retries with backoff). */
export function createChatSync(deps: ChatSyncDeps): ChatSync {
  const { store, api, email } = deps;
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((m: string, d?: unknown) => console.warn(`[chat-state] ${m}`, d ?? ''));
  const merge = deps.merge ?? replayOps;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let conflicts = 0;
  let disposed = false;

  const backoff = (n: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, n - 1));
  const schedule = (ms: number) => {
    if (disposed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void save(), ms);
  };

  /** Adopts a newer server state, replaying the local operations it lacks. */
  function adopt(serverState: unknown, version: number): void {
    const rec = store.get();
    const base = isState(serverState) ? serverState : null;
    const extras = base as (InterviewState & Partial<SyncExtras>) | null;
    if (extras && deps.extras) deps.extras.merge({ timeSpent: extras.timeSpent, pageLeaveTimes: extras.pageLeaveTimes });
    const state = base ? repairState(merge(stripExtras(base), rec.pending)) : rec.state;
    store.set({ ...rec, state, version, dirty: rec.dirty || (base !== null && rec.pending.length > 0) });
  }

  async function attemptSave(): Promise<void> {
    const rec = store.get();
    if (!rec.state || !rec.dirty) return;
    const sent = new Set(rec.pending.map(opId));
    const body = { state: { ...rec.state, ...(deps.extras?.read() ?? {}) }, version: rec.version };
    let result;
    try {
      result = await api.save(email, body);
    } catch (error) {
      result = { ok: false as const, status: 0, error: null, thrown: error };
    }
    if (disposed) return;
    if (result.ok) {
      failures = 0;
      conflicts = 0;
      const cur = store.get();
      const pending = cur.pending.filter((op) => !sent.has(opId(op)));
      const acked = [...(cur.acked ?? []), ...sent].slice(-500);
      const stillDirty = cur.state !== rec.state;
      store.set({ ...cur, version: result.data.version, pending, acked, dirty: stillDirty, unsyncedSince: stillDirty ? cur.unsyncedSince : null });
      if (stillDirty) schedule(SAVE_DEBOUNCE_MS);
      return;
    }
    const conflict = result.status === 409 ? conflictOf(result.error) : null;
    if (conflict && conflicts < 3) {
      conflicts += 1;
      log(`save conflict: server has version ${conflict.currentVersion}, merging`);
      adopt(conflict.state, conflict.currentVersion);
      store.set({ ...store.get(), dirty: true });
      again = true;
      return;
    }
    if (result.status === 400) {
      // The server's engine refuses the state (sections changed since it was answered): rebuild it once.
      const cur = store.get();
      const fixed = cur.state ? repairState(cur.state) : null;
      if (fixed && fixed !== cur.state) {
        log('save refused (400): answers replayed through the current sections', result.error);
        store.set({ ...cur, state: fixed, dirty: true });
        again = true;
        return;
      }
    }
    failures += 1;
    log(`save failed (status ${result.status}), retry ${failures}`, result.error);
    schedule(backoff(failures));
  }

  async function save(): Promise<void> {
    clearTimeout(timer);
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      do {
        again = false;
        await attemptSave();
      } while (again && !disposed);
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function attemptLoad(attempt: number): Promise<void> {
    let result;
    try {
      result = await api.load(email);
    } catch (error) {
      result = { ok: false as const, status: 0, error: null, thrown: error };
    }
    if (disposed) return;
    if (!result.ok) {
      log(`history load failed (status ${result.status}), retry ${attempt}`, result.error);
      loadTimer = setTimeout(() => void attemptLoad(attempt + 1), backoff(attempt));
      return;
    }
    const { state, version } = result.data;
    const rec = store.get();
    if (state != null && (version > rec.version || !rec.state)) adopt(state, version);
    else if (version !== rec.version) store.set({ ...rec, version, dirty: rec.dirty || rec.state !== null });
    deps.flag?.set('no');
    if (store.get().dirty) schedule(SAVE_DEBOUNCE_MS);
  }

  return {
    changed() {
      const rec = store.get();
      if (rec.unsyncedSince === null || !rec.dirty) store.set({ ...rec, dirty: true, unsyncedSince: rec.unsyncedSince ?? now() });
      schedule(SAVE_DEBOUNCE_MS);
    },
    async saveNow() {
      const rec = store.get();
      store.set({ ...rec, dirty: true, unsyncedSince: rec.unsyncedSince ?? now() });
      deps.flag?.set('yes');
      await save();
    },
    async loadHistory() {
      const flag = deps.flag?.get() ?? null;
      if (flag !== null && flag !== 'yes') return;
      await attemptLoad(1);
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      clearTimeout(loadTimer);
    },
  };
}

function stripExtras(state: InterviewState & Partial<SyncExtras>): InterviewState {
  const { timeSpent: _t, pageLeaveTimes: _p, ...rest } = state;
  return rest;
}
