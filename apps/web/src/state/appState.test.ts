import { describe, expect, it } from 'vitest';
import { appStateStore, reloadAppState, resetAppState, updateAppState } from './appState.ts';

describe('app state store', () => {
  it('persists under the root key', () => {
    updateAppState({ currentProgressBarStep: 1, requiredDocuments: [3, 7] });
    expect(JSON.parse(localStorage.getItem('root') ?? '{}')).toMatchObject({ currentProgressBarStep: 1, requiredDocuments: [3, 7] });
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
});
