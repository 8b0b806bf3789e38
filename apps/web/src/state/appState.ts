import { EMPTY_NAMES } from '@i129f/petition/engine/state.ts';
import type { BenPetNames } from '@i129f/petition/engine/types.ts';
import { createStore, useStore } from './createStore.ts';
import { readJson, writeItem } from './storage.ts';

/**
 * App state (spec §3, local-storage key 'root'). Later features add their slices here; every slice needs a default
 * so an older stored value still loads. The petition's slices (names, questionnaire, documents, extraction) are
 * copies of the petition the server keeps (issue 19, interview-state/chatSession.ts): they are never written to
 * local storage — only `PERSISTED` slices are.
 */
export interface AppState {
  /** Header progress bar step 0–3 (spec §4). */
  currentProgressBarStep: number;
  /** Required supporting document ids from the questionnaire. */
  requiredDocuments: number[];
  /** Names entered in the setup wizard (the engine's BenPetNames). */
  benPetNames: BenPetNames;
  /** Current step per chat section, keyed Chat0 … Chat21. */
  currentStep: Record<string, number>;
  /** Seconds spent per module, counted in 1-second ticks. */
  timeSpent: Record<string, number>;
  pageLeaveTimes: Record<string, number>;
  passedAutoExtractedStep: boolean;
  autoExtractedUserInfo: Record<string, string>;
  /** Questionnaire answers under the spec §3 keys (petitionerOtherNames … beneficiaryChildCount). */
  questionnaire: Record<string, string>;
}

export const APP_STATE_KEY = 'root';

export function initialAppState(): AppState {
  return {
    currentProgressBarStep: 0,
    requiredDocuments: [],
    benPetNames: { ...EMPTY_NAMES },
    currentStep: {},
    timeSpent: {},
    pageLeaveTimes: {},
    passedAutoExtractedStep: false,
    autoExtractedUserInfo: {},
    questionnaire: {},
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => v != null && typeof v === 'object' && !Array.isArray(v);

function load(): AppState {
  const stored = readJson(APP_STATE_KEY);
  const base = initialAppState();
  if (!isRecord(stored)) return base;
  // Keep stored slices of the expected shape; a corrupt or outdated slice falls back to its default.
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, fallback] of Object.entries(base)) {
    const value = stored[key];
    const sameShape = Array.isArray(fallback) ? Array.isArray(value) : isRecord(fallback) ? isRecord(value) : typeof value === typeof fallback;
    merged[key] = !sameShape ? fallback : isRecord(fallback) && key === 'benPetNames' ? { ...fallback, ...(value as object) } : value;
  }
  return merged as unknown as AppState;
}

/** Slices kept in local storage: none of them holds an answer. */
const PERSISTED = ['currentProgressBarStep', 'currentStep', 'timeSpent', 'pageLeaveTimes'] as const satisfies readonly (keyof AppState)[];
const PETITION_SLICES = ['requiredDocuments', 'benPetNames', 'passedAutoExtractedStep', 'autoExtractedUserInfo', 'questionnaire'] as const satisfies readonly (keyof AppState)[];

const persisted = (state: AppState) => Object.fromEntries(PERSISTED.map((k) => [k, state[k]]));

type PetitionSlices = Pick<AppState, (typeof PETITION_SLICES)[number]>;

/** The previous release's petition slices in 'root', or null. */
function readLegacySlices(): PetitionSlices | null {
  const stored = readJson(APP_STATE_KEY);
  if (!isRecord(stored) || !PETITION_SLICES.some((k) => k in stored)) return null;
  const state = load();
  return Object.fromEntries(PETITION_SLICES.map((k) => [k, state[k]])) as PetitionSlices;
}

/**
 * Read when the page loads: the first change of the app state rewrites 'root' with the persisted slices only, and
 * that happens before the petition's session can reconcile them (a page's effect, the time ticker, the petition's
 * mirror itself).
 */
let legacySlices = readLegacySlices();

export const appStateStore = createStore<AppState>(withoutPetition(load()), (state) => writeItem(APP_STATE_KEY, JSON.stringify(persisted(state))));

/** The app state with the petition's slices at their defaults (they come from the server's petition). */
function withoutPetition(state: AppState): AppState {
  const base = initialAppState();
  const out = { ...state } as Record<string, unknown>;
  for (const k of PETITION_SLICES) out[k] = base[k];
  return out as unknown as AppState;
}

/**
 * The petition's slices a browser of the previous release stored in 'root' (names, questionnaire answers, …), read
 * once to reconcile them with the server (interview-state/legacyCache.ts); null when there are none.
 */
export function legacyPetitionSlices(): PetitionSlices | null {
  return legacySlices;
}

/** Writes 'root' again with the persisted slices only (the previous release's petition slices are gone). */
export function dropLegacyPetitionSlices(): void {
  legacySlices = null;
  writeItem(APP_STATE_KEY, JSON.stringify(persisted(appStateStore.get())));
}

export function updateAppState(patch: Partial<AppState> | ((prev: AppState) => Partial<AppState>)): void {
  appStateStore.set((prev) => ({ ...prev, ...(typeof patch === 'function' ? patch(prev) : patch) }));
}

/** The session ended: nothing of it stays (not even what a previous release left for it). */
export function resetAppState(): void {
  legacySlices = null;
  appStateStore.set(initialAppState());
}

/** Re-reads local storage (used after tests or other tabs change it). */
export function reloadAppState(): void {
  legacySlices = readLegacySlices() ?? legacySlices;
  const stored = withoutPetition(load());
  appStateStore.set((prev) => ({ ...stored, ...Object.fromEntries(PETITION_SLICES.map((k) => [k, prev[k]])) }));
}

export function useAppState<S>(selector: (state: AppState) => S): S {
  return useStore(appStateStore, selector);
}
