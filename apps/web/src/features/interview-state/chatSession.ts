import { interview } from '@i129f/petition/interview.ts';
import type { InterviewState, SectionId } from '@i129f/petition/engine/types.ts';
import { ENGINE_TEXTS } from '@i129f/petition/engine/localize.ts';
import { sessionStore } from '../../session/session.ts';
import { appStateStore, updateAppState } from '../../state/appState.ts';
import { readItem, writeItem } from '../../state/storage.ts';
import { appContextOf } from './appContext.ts';
import { chatStateApi, type ChatStateApi } from './chatApi.ts';
import { chatStore } from './chatStore.ts';
import { noteChatSessionStarted } from './chatStatePrefetch.ts';
import { setChatFlusher } from './flushChatSaves.ts';
import { writeFieldMap } from './fieldMirror.ts';
import { initialInterviewState } from './initialState.ts';
import { applyAction, newOpId, type ApplyResult, type ChatAction, type ChatOp } from './ops.ts';
import { repairState } from './repair.ts';
import { createChatSync, HISTORY_FLAG_KEY, type ChatSync } from './sync.ts';

/**
 * The chat's one entry point for changes: every user action goes through `dispatchChat`, which runs the
 * engine, records the action for the server merge, mirrors app-state slices and schedules the save.
 */
let sync: ChatSync | null = null;
let session: { email: string; ready: Promise<void>; dispose: () => void } | null = null;

/** Starts (once per page load and user) the server sync, the history load and the local mirrors. */
export function startChatSession(email: string, api: ChatStateApi = chatStateApi): Promise<void> {
  if (session?.email === email) return session.ready;
  session?.dispose();
  noteChatSessionStarted(email);
  const s = createChatSync({
    email,
    store: chatStore,
    api,
    flag: { get: () => readItem(HISTORY_FLAG_KEY), set: (v) => writeItem(HISTORY_FLAG_KEY, v) },
    extras: {
      read: () => ({ timeSpent: appStateStore.get().timeSpent, pageLeaveTimes: appStateStore.get().pageLeaveTimes }),
      merge: (loaded) =>
        updateAppState((prev) => ({
          timeSpent: maxMerge(prev.timeSpent, loaded.timeSpent),
          pageLeaveTimes: maxMerge(prev.pageLeaveTimes, loaded.pageLeaveTimes),
        })),
    },
  });
  sync = s;
  let mirrorTimer: ReturnType<typeof setTimeout> | undefined;
  let mirrored: InterviewState | null = null;
  const unsubscribe = chatStore.subscribe(() => {
    clearTimeout(mirrorTimer);
    mirrorTimer = setTimeout(() => {
      const state = chatStore.get().state;
      if (state && state !== mirrored) {
        mirrored = state;
        writeFieldMap(state);
      }
    }, 300);
  });
  let disposed = false;
  const ready = s.loadHistory().then(() => {
    // A session stopped while its history was loading (log out, another user) changes nothing any more.
    if (disposed) return;
    const rec = chatStore.get();
    if (!rec.state) chatStore.set({ ...rec, email, state: initialInterviewState(appStateStore.get()) });
    else {
      // A state saved by an older version of the sections is replayed through the current ones.
      const repaired = repairState(rec.state);
      if (repaired !== rec.state) {
        chatStore.set({ ...rec, state: repaired, dirty: true, unsyncedSince: rec.unsyncedSince ?? Date.now() });
        s.changed();
      }
    }
    // The documents page lists what the loaded interview's answers require (another device, an older list).
    const loaded = chatStore.get().state;
    const docs = loaded ? interview.requiredDocuments(loaded) : null;
    if (docs && docs.join() !== appStateStore.get().requiredDocuments.join()) updateAppState({ requiredDocuments: docs });
  });
  session = {
    email,
    ready,
    dispose: () => {
      disposed = true;
      s.dispose();
      unsubscribe();
      clearTimeout(mirrorTimer);
    },
  };
  return ready;
}

// Log Out (or another user): no save or retry may outlive the session it belongs to.
sessionStore.subscribe(() => {
  if (session && sessionStore.get().userInfo?.email !== session.email) stopChatSession();
});

// The packet and Generate wait for a pending save (flushChatSaves.ts), so the server builds from the latest answers.
setChatFlusher(async () => {
  if (sync && chatStore.get().dirty) await sync.saveNow();
});

/** Stops the sync (tests; a different user logging in). */
export function stopChatSession(): void {
  session?.dispose();
  session = null;
  sync = null;
}

export function dispatchChat(action: ChatAction): ApplyResult {
  const rec = chatStore.get();
  if (!rec.state) return { state: rec.state as unknown as InterviewState, error: ENGINE_TEXTS.notLoaded };
  const before = rec.state;
  const result = applyAction(before, action);
  if (result.state === before) return result;
  const recorded = !result.error;
  chatStore.set({
    ...rec,
    state: result.state,
    seq: recorded ? rec.seq + 1 : rec.seq,
    pending: recorded ? [...rec.pending, { ...action, seq: rec.seq + 1, id: newOpId() } as ChatOp] : rec.pending,
    dirty: true,
    unsyncedSince: rec.unsyncedSince ?? Date.now(),
  });
  mirrorAppState(action.type === 'context' ? null : action.sectionId, before, result.state);
  const completedNow = action.type !== 'context' && !interview.isSectionComplete(before, action.sectionId) && interview.isSectionComplete(result.state, action.sectionId);
  if (completedNow) void sync?.saveNow();
  else sync?.changed();
  return result;
}

/**
 * Brings the interview in line with the app state (setup names, questionnaire, auto-extracted values
 * changed after the chat started), as one recorded operation. Called on entering /section/:id.
 */
export function syncAppContext(): boolean {
  const rec = chatStore.get();
  if (!rec.state) return false;
  const result = dispatchChat({ type: 'context', context: appContextOf(appStateStore.get()) });
  return result.state !== rec.state;
}

/** Step number (1-based position of the current step) recorded as currentStep.Chat{id} (spec §3). */
function stepNumber(state: InterviewState, id: SectionId): number | null {
  const stepId = state.sections[String(id)]?.stepId;
  const section = interview.registry.sections.get(id);
  if (!stepId || !section) return null;
  const at = section.def.steps.findIndex((s) => s.id === stepId);
  return at >= 0 ? at + 1 : null;
}

function mirrorAppState(id: SectionId | null, before: InterviewState, after: InterviewState): void {
  const app = appStateStore.get();
  const patch: Parameters<typeof updateAppState>[0] = {};
  if (after.requiredDocuments !== before.requiredDocuments) patch.requiredDocuments = [...after.requiredDocuments];
  if (after.progressBarStep > app.currentProgressBarStep && after.progressBarStep !== before.progressBarStep) patch.currentProgressBarStep = after.progressBarStep;
  const step = id === null ? null : stepNumber(after, id);
  const key = `Chat${id}`;
  if (step !== null && app.currentStep[key] !== step) patch.currentStep = { ...app.currentStep, [key]: step };
  if (Object.keys(patch).length) updateAppState(patch);
}

function maxMerge(a: Record<string, number>, b: Record<string, number> | undefined): Record<string, number> {
  if (!b || typeof b !== 'object') return a;
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) if (typeof v === 'number' && !(out[k]! >= v)) out[k] = v;
  return out;
}
