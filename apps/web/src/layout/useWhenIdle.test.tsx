import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, useWhenIdle } from './useWhenIdle.ts';

function Probe() {
  return <output>{useWhenIdle() ? 'idle' : 'busy'}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useWhenIdle (what a page can do without, after it rendered; issue 12.4)', () => {
  it('turns true when the browser reports an idle moment, with a time limit; the request is cancelled on unmount', () => {
    let idleCallback: (() => void) | undefined;
    const request = vi.fn((cb: () => void) => ((idleCallback = cb), 7));
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('busy');
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    act(() => idleCallback!());
    expect(screen.getByRole('status')).toHaveTextContent('idle');
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback, turns true after a short timer', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('busy');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent('idle');
  });
});
