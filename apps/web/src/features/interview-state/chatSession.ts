import { interview } from '@i129f/petition/interview.ts';
import { createPetition } from '@i129f/petition/changes/apply.ts';
import { isJourneyPage } from '@i129f/petition/changes/journey.ts';
import type { Change, Conflict, PetitionDoc } from '@i129f/petition/changes/types.ts';
import type { SectionId } from '@i129f/petition/engine/types.ts';
import { ENGINE_TEXTS } from '@i129f/petition/engine/localize.ts';
import { sessionStore } from '../../session/session.ts';
import { appStateStore, updateAppState } from '../../state/appState.ts';
import { chatStateApi, type ChatStateApi } from './chatApi.ts';
import { chatStore } from './chatStore.ts';
import { noteChatSessionStarted } from './chatStatePrefetch.ts';
import { setChatFlusher } from './flushChatSaves.ts';
import { takeLegacyCache } from './legacyCache.ts';
import { applyAction, newOpId, type ApplyResult, type ChatAction, type ChatOp } from './ops.ts';
import { createChatSync, type ChatSync } from './sync.ts';

/**
 * The petition's one entry point for changes (issue 19): setup, the questionnaire, the documents page and the chat
 * all go through `dispatchChat`, which runs the engine at once (the page shows the result), keeps the change until
 * the server has it, and sends it. The session starts on the first signed-in client page and reads the petition
 * from the server; nothing of it is kept in local storage.
 */
let sync: ChatSync | null = null;
let session: { email: string; ready: Promise<void>; dispose: () => void } | null = null;

/** How often the time spent per page is sent (it only grows; the server keeps the larger count). */
const TIME_EVERY_MS = 30_000;
const CHANNEL = 'i129f-petition';

/** Today as MM/DD/YYYY (the engine never reads the clock). */
export function today(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getMonth() + 1)}/${p(date.getDate())}/${date.getFullYear()}`;
}

/** Starts (once per page load and user) the server sync and reads the petition; resolves once it is read. */
export function startChatSession(email: string, api: ChatStateApi = chatStateApi): Promise<void> {
  if (session?.email === email) return session.ready;
  session?.dispose();
  noteChatSessionStarted(email);
  if (chatStore.get().email !== email) chatStore.set({ ...chatStore.get(), email });
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const s = createChatSync({ email, store: chatStore, api, announce: (version) => channel?.postMessage({ email, version }) });
  sync = s;
  // Another tab of this browser stored a newer version; another device: looked for when the page is shown again.
  if (channel) channel.onmessage = (e: MessageEvent<{ email?: string; version?: number }>) => {
    if (e.data?.email === email && (e.data.version ?? 0) > chatStore.get().version) void s.refresh();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void s.refresh();
    // Hidden (another app, a closed tab, a reload): what is pending leaves now, as a keepalive request.
    else if (chatStore.get().pending.length) void s.saveNow();
  };
  const onHide = () => {
    if (chatStore.get().pending.length) void s.saveNow();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('pagehide', onHide);
  const unsubscribe = chatStore.subscribe(mirrorAppState);
  let lastTime = 0;
  const timeTimer = setInterval(() => sendTime(lastTime, (t) => (lastTime = t)), TIME_EVERY_MS);
  let disposed = false;
  const ready = s.load().then(() => {
    if (disposed) return;
    mirrorAppState();
    // A browser of the previous release: what its cache holds that the server lacks is sent as changes, then forgotten.
    const rec = chatStore.get();
    for (const action of takeLegacyCache(email, rec.state, rec.version)) dispatchChat(action);
  });
  session = {
    email,
    ready,
    dispose: () => {
      disposed = true;
      s.dispose();
      unsubscribe();
      clearInterval(timeTimer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', onHide);
      channel?.close();
    },
  };
  return ready;
}

// Log Out (or another user): no save or retry may outlive the session it belongs to.
sessionStore.subscribe(() => {
  if (session && sessionStore.get().userInfo?.email !== session.email) stopChatSession();
});

// Pages that make the server read the petition (the packet, the I-129F) and Log Out wait for what is pending.
setChatFlusher(async () => {
  if (sync && chatStore.get().pending.length) await sync.saveNow();
});

/** Stops the sync (tests; a different user logging in). */
export function stopChatSession(): void {
  session?.dispose();
  session = null;
  sync = null;
}

const CHANGES_ANSWERS = new Set<Change['type']>(['submit', 'edit', 'respell', 'reset', 'names', 'questionnaire', 'extracted']);

/**
 * Applies a change now and sends it. Returns the engine's result: `error` for a refused value (shown in red, not
 * sent), `consent` when the change would clear answers (ask, then dispatch it again with `clear`). While the firm's
 * approval locks the petition, changes of answers are not applied.
 */
export function dispatchChat(action: ChatAction): ApplyResult {
  const rec = chatStore.get();
  const base: PetitionDoc = rec.state ?? createPetition(today());
  if (!rec.loaded) return { state: base, error: ENGINE_TEXTS.notLoaded };
  if (rec.locked && CHANGES_ANSWERS.has(action.type)) return { state: base, error: ENGINE_TEXTS.locked };
  const change: Change = action.type === 'edit' ? { ...action, id: newOpId(), expected: action.expected !== undefined ? action.expected : (base.answers[action.key] ?? null) } : { ...action, id: newOpId() };
  const result = applyAction(base, change);
  if (result.consent) return result;
  if (result.error !== undefined) {
    if (result.state !== base) chatStore.set({ ...rec, state: result.state });
    return result;
  }
  // Nothing changed: not sent. A conflict is (an edit of a value another device changed, e.g. from a previous
  // release's cache): the server answers it with both values for the client to choose.
  if (result.state === base && rec.state !== null && !result.conflict) return result;
  const op = { ...change, seq: rec.seq + 1 } as ChatOp;
  chatStore.set({ ...rec, state: result.state, seq: op.seq, pending: [...rec.pending, op], dirty: true, unsyncedSince: rec.unsyncedSince ?? Date.now() });
  const sectionDone = 'sectionId' in action && !interview.isSectionComplete(base, action.sectionId) && interview.isSectionComplete(result.state, action.sectionId);
  if (sectionDone) void sync?.saveNow();
  else sync?.changed();
  return result;
}

/** The petition changed on the server by another route (a confirmed section of the beneficiary's, issue 24): read it. */
export function refreshPetition(): Promise<void> {
  return sync ? sync.refresh() : Promise.resolve();
}

/** The client is on a journey page: the server keeps it, so another device continues there. */
export function noteJourney(page: string): void {
  const rec = chatStore.get();
  if (!rec.loaded || !isJourneyPage(page) || rec.state?.journey?.last === page) return;
  dispatchChat({ type: 'journey', page });
}

/** The client chose between this device's value and another device's for a conflicting answer. */
export function resolveConflict(conflict: Conflict, keep: 'theirs' | 'mine'): void {
  const rec = chatStore.get();
  chatStore.set({ ...rec, conflicts: rec.conflicts.filter((c) => c !== conflict) });
  if (keep === 'mine' && conflict.sectionId !== undefined) {
    dispatchChat({ type: 'edit', sectionId: conflict.sectionId as SectionId, key: conflict.key, input: conflict.yours, expected: conflict.theirs });
  }
}

/** The refused-change notice was read. */
export function dismissRefused(): void {
  chatStore.set({ ...chatStore.get(), refused: null });
}

/** Sends the time spent per page when it grew (at most every TIME_EVERY_MS). */
function sendTime(last: number, setLast: (t: number) => void): void {
  const rec = chatStore.get();
  const app = appStateStore.get();
  const total = Object.values(app.timeSpent).reduce((a, b) => a + b, 0);
  if (!rec.loaded || rec.state === null || total <= last) return;
  setLast(total);
  dispatchChat({ type: 'time', timeSpent: app.timeSpent, pageLeaveTimes: app.pageLeaveTimes });
}

/** Step number (1-based position of the current step) recorded as currentStep.Chat{id} (spec §3). */
function stepNumber(state: PetitionDoc, id: SectionId): number | null {
  const stepId = state.sections[String(id)]?.stepId;
  const section = interview.registry.sections.get(id);
  if (!stepId || !section) return null;
  const at = section.def.steps.findIndex((s) => s.id === stepId);
  return at >= 0 ? at + 1 : null;
}

let mirrored: PetitionDoc | null | undefined;

/** The app state's copies of the petition (names, questionnaire, documents …) follow the petition. */
function mirrorAppState(): void {
  const state = chatStore.get().state;
  if (state === mirrored) return;
  mirrored = state;
  if (!state) return;
  const app = appStateStore.get();
  const patch: Parameters<typeof updateAppState>[0] = {};
  if (app.benPetNames !== state.names) patch.benPetNames = state.names;
  if (app.questionnaire !== state.questionnaire) patch.questionnaire = state.questionnaire;
  if (app.requiredDocuments.join() !== state.requiredDocuments.join()) patch.requiredDocuments = [...state.requiredDocuments];
  const passed = state.journey?.reached.includes('documents') === true && (state.autoExtractionRequired || Object.keys(state.extracted).length > 0);
  if (app.passedAutoExtractedStep !== passed) patch.passedAutoExtractedStep = passed;
  if (state.progressBarStep > app.currentProgressBarStep) patch.currentProgressBarStep = state.progressBarStep;
  const currentStep = { ...app.currentStep };
  for (const id of Object.keys(state.sections)) {
    const step = stepNumber(state, Number(id));
    if (step !== null) currentStep[`Chat${id}`] = step;
  }
  if (JSON.stringify(currentStep) !== JSON.stringify(app.currentStep)) patch.currentStep = currentStep;
  if (Object.keys(patch).length) updateAppState(patch);
}
