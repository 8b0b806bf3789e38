import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStateStore } from '../../state/appState.ts';
import { useTimeSpent } from './useTicker.ts';

afterEach(() => vi.useRealTimers());

describe('useTimeSpent', () => {
  it('counts 1-second ticks per module and records the leave time', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useTimeSpent('Chat2'));
    act(() => vi.advanceTimersByTime(3000));
    expect(appStateStore.get().timeSpent.Chat2).toBe(3);
    unmount();
    expect(appStateStore.get().pageLeaveTimes.Chat2).toBeGreaterThan(0);
  });
});
