import { describe, expect, it } from 'vitest';
import { NAMES } from '../test/petitionServer.ts';
import { APP_STATE_KEY, appStateStore, dropLegacyPetitionSlices, legacyPetitionSlices, reloadAppState, resetAppState, updateAppState } from './appState.ts';

const stored = () => JSON.parse(localStorage.getItem(APP_STATE_KEY) ?? '{}') as Record<string, unknown>;

describe('app state store', () => {
  it("persists under the root key only the slices that hold no answer (the petition's copies stay in memory, issue 19)", () => {
    updateAppState({ currentProgressBarStep: 1, timeSpent: { Chat1: 3 }, requiredDocuments: [3, 7], benPetNames: NAMES, questionnaire: { petitionerOtherNames: 'No' } });
    expect(appStateStore.get().requiredDocuments).toEqual([3, 7]);
    expect(stored()).toEqual({ currentProgressBarStep: 1, currentStep: {}, timeSpent: { Chat1: 3 }, pageLeaveTimes: {} });
  });

  it('repairs corrupt or outdated slices on load and keeps unknown ones', () => {
    localStorage.setItem('root', JSON.stringify({ benPetNames: null, requiredDocuments: 'x', currentProgressBarStep: 2, extra: 1, timeSpent: { a: 1 } }));
    reloadAppState();
    const state = appStateStore.get();
    expect(state.benPetNames.petitionerFirstName).toBe('');
    expect(state.requiredDocuments).toEqual([]);
    expect(state.currentProgressBarStep).toBe(2);
    expect(state.timeSpent).toEqual({ a: 1 });
    expect((state as unknown as { extra: number }).extra).toBe(1);
  });

  it('survives invalid JSON and resets', () => {
    localStorage.setItem('root', '{not json');
    reloadAppState();
    expect(appStateStore.get().currentProgressBarStep).toBe(0);
    updateAppState({ currentProgressBarStep: 3 });
    resetAppState();
    expect(JSON.parse(localStorage.getItem('root') ?? '{}').currentProgressBarStep).toBe(0);
  });

  it("keeps a previous release's petition slices read at page load for the session to reconcile, though 'root' is rewritten first", () => {
    localStorage.setItem(APP_STATE_KEY, JSON.stringify({ currentProgressBarStep: 2, benPetNames: NAMES, questionnaire: { petitionerMaritalStatus: 'Divorced' } }));
    reloadAppState();
    // Not in the page's app state: that follows the server's petition.
    expect(appStateStore.get().benPetNames.petitionerFirstName).toBe('');
    updateAppState({ timeSpent: { Setup: 1 } });
    expect(stored().benPetNames).toBeUndefined();
    expect(legacyPetitionSlices()).toMatchObject({ benPetNames: NAMES, questionnaire: { petitionerMaritalStatus: 'Divorced' } });
    dropLegacyPetitionSlices();
    expect(legacyPetitionSlices()).toBeNull();
    expect(stored()).toEqual({ currentProgressBarStep: 2, currentStep: {}, timeSpent: { Setup: 1 }, pageLeaveTimes: {} });
  });

  it('forgets them when the session ends (another user may sign in on this page)', () => {
    localStorage.setItem(APP_STATE_KEY, JSON.stringify({ benPetNames: NAMES }));
    reloadAppState();
    expect(legacyPetitionSlices()).not.toBeNull();
    resetAppState();
    expect(legacyPetitionSlices()).toBeNull();
  });
});
