import { EMPTY_NAMES } from '@i129f/petition/engine/state.ts';
import type { BenPetNames } from '@i129f/petition/engine/types.ts';
import { createStore, useStore } from './createStore.ts';
import { readJson, writeItem } from './storage.ts';

/**
 * Persisted app state (spec §3, local-storage key 'root'). Later features add their slices here;
 * every slice needs a default so an older stored value still loads.
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

export const appStateStore = createStore<AppState>(load(), (state) => writeItem(APP_STATE_KEY, JSON.stringify(state)));

export function updateAppState(patch: Partial<AppState> | ((prev: AppState) => Partial<AppState>)): void {
  appStateStore.set((prev) => ({ ...prev, ...(typeof patch === 'function' ? patch(prev) : patch) }));
}

export function resetAppState(): void {
  appStateStore.set(initialAppState());
}

/** Re-reads local storage (used after tests or other tabs change it). */
export function reloadAppState(): void {
  appStateStore.set(load());
}

export function useAppState<S>(selector: (state: AppState) => S): S {
  return useStore(appStateStore, selector);
}
