import { CHANGES_MAX } from '@i129f/petition/api/petition.ts';
import type { Change, Conflict } from '@i129f/petition/changes/types.ts';
import type { Store } from '../../state/createStore.ts';
import type { ChatStateApi } from './chatApi.ts';
import type { ChatRecord } from './chatStore.ts';
import { opId, replayOps, type ChatOp } from './ops.ts';

/** A change leaves at once (the changes of one task go in one request). */
export const SEND_DELAY_MS = 0;
export const MAX_BACKOFF_MS = 60_000;
/** The client is told when the server has not had their answers for longer than this. */
export const UNSYNCED_NOTICE_MS = 60_000;

export interface ChatSyncDeps {
  email: string;
  store: Store<ChatRecord>;
  api: ChatStateApi;
  log?: (message: string, detail?: unknown) => void;
  /** Tells this browser's other tabs that a newer version is stored. */
  announce?: (version: number) => void;
}

export interface ChatSync {
  /** A change was made: send it shortly (one request for a burst). */
  changed(): void;
  /** Sends what is pending now; resolves when the server has it (or the attempt failed). */
  saveNow(): Promise<void>;
  /** Reads the petition from the server; resolves after the first attempt (later ones retry with backoff). */
  load(): Promise<void>;
  /** Another tab or device stored a newer version: read it when nothing is pending here. */
  refresh(): Promise<void>;
  dispose(): void;
}

const wire = (op: ChatOp): Change => {
  const { seq: _seq, ...change } = op;
  return change;
};

/** Conflicts shown to the client: a newer one for the same answer replaces the older. */
const withConflicts = (shown: readonly Conflict[], added: readonly Conflict[]): Conflict[] => [...shown.filter((c) => !added.some((a) => a.key === c.key)), ...added];

const messageOf = (error: unknown): string | null => {
  const e = error as { fields?: { message?: string }[]; message?: string } | null;
  return e?.fields?.[0]?.message ?? e?.message ?? null;
};

/**
 * Keeps the page's petition and the server in step (issue 19): each change is sent as a change with the version
 * it was made on; the server applies it to its own petition. When the server answers with a newer petition
 * (another device), the changes not yet acknowledged are applied again on it; conflicts are kept for the client
 * to choose; a refused change is dropped and the server's petition taken. Network failures retry with backoff.
 */
export function createChatSync(deps: ChatSyncDeps): ChatSync {
  const { store, api, email } = deps;
  const log = deps.log ?? ((m: string, d?: unknown) => console.warn(`[petition] ${m}`, d ?? ''));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let disposed = false;

  const backoff = (n: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, n - 1));
  const schedule = (ms: number) => {
    if (disposed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void save(), ms);
  };

  /** Takes the server's petition as it is, dropping what is pending (it was refused, or cannot land). */
  async function reload(refused: string | null): Promise<void> {
    const r = await api.load(email).catch(() => null);
    if (disposed) return;
    const cur = store.get();
    if (!r?.ok) {
      store.set({ ...cur, pending: [], dirty: false, unsyncedSince: null, refused });
      return;
    }
    store.set({ ...cur, state: r.data.state, version: r.data.version, locked: r.data.locked, loaded: true, pending: [], dirty: false, unsyncedSince: null, refused });
  }

  async function attemptSave(): Promise<void> {
    const rec = store.get();
    if (!rec.loaded || rec.pending.length === 0) return;
    const batch = rec.pending.slice(0, CHANGES_MAX);
    const sent = new Set(batch.map(opId));
    let result;
    try {
      result = await api.send(email, { version: rec.version, changes: batch.map(wire) });
    } catch (error) {
      result = { ok: false as const, status: 0, error: null, thrown: error };
    }
    if (disposed) return;
    if (result.ok) {
      failures = 0;
      const cur = store.get();
      const pending = cur.pending.filter((op) => !sent.has(opId(op)));
      const { version, state, conflicts } = result.data;
      store.set({
        ...cur,
        version,
        state: state ? replayOps(state, pending) : cur.state,
        pending,
        dirty: pending.length > 0,
        unsyncedSince: pending.length > 0 ? cur.unsyncedSince : null,
        conflicts: conflicts.length ? withConflicts(cur.conflicts, conflicts) : cur.conflicts,
      });
      if (version !== rec.version) deps.announce?.(version);
      if (pending.length > 0) again = true;
      return;
    }
    const code = (result.error as { code?: string } | null)?.code;
    if (result.status === 400 || (result.status === 409 && (code === 'PETITION_LOCKED' || code === 'CONSENT_REQUIRED' || code === 'VERSION_CONFLICT'))) {
      // The server will not take these changes as they are: its petition is the truth; the client is told why.
      log(`changes refused (${result.status} ${code ?? ''})`, result.error);
      await reload(messageOf(result.error));
      return;
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
      log(`load failed (status ${result.status}), retry ${attempt}`, result.error);
      store.set({ ...store.get(), loadFailed: true });
      loadTimer = setTimeout(() => void attemptLoad(attempt + 1), backoff(attempt));
      return;
    }
    const { state, version, locked } = result.data;
    const cur = store.get();
    if (cur.loaded && version <= cur.version) {
      if (cur.locked !== locked) store.set({ ...cur, locked });
      return;
    }
    // Changes made before the petition arrived (none normally: pages wait for it) are applied on it.
    store.set({ ...cur, state: state ? replayOps(state, cur.pending) : cur.state, version, locked, loaded: true, loadFailed: false });
    if (cur.pending.length) schedule(SEND_DELAY_MS);
  }

  return {
    changed() {
      schedule(SEND_DELAY_MS);
    },
    async saveNow() {
      await save();
    },
    load: () => attemptLoad(1),
    async refresh() {
      if (store.get().pending.length === 0 && !inFlight) await attemptLoad(1);
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      clearTimeout(loadTimer);
    },
  };
}
