import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoading } from './PageLoading.tsx';
import { placeholdersShown } from './pagePlaceholders.ts';
import { IDLE_TIMEOUT_MS, useWhenIdle } from './useWhenIdle.ts';

function Probe() {
  return <output data-testid="probe">{useWhenIdle() ? 'idle' : 'busy'}</output>;
}

/** A page in the app's layout: the probe (AppLayout's banner gate) beside the page, which may show a placeholder. */
function Page({ loading }: { loading: 'none' | 'first' | 'second' }) {
  return (
    <>
      <Probe />
      {loading === 'first' && <PageLoading key="first" />}
      {loading === 'second' && <PageLoading key="second" />}
    </>
  );
}

let frames: (() => void)[] = [];
let idleCallbacks: (() => void)[] = [];
const probe = () => screen.getByTestId('probe');
const flushFrame = () => act(() => frames.splice(0).forEach((cb) => cb()));
const flushTimers = () => act(() => vi.advanceTimersByTime(1));
const flushIdle = () => act(() => idleCallbacks.splice(0).forEach((cb) => cb()));

beforeEach(() => {
  frames = [];
  idleCallbacks = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useWhenIdle (what a page can do without, after it showed its content; issue 12.4)', () => {
  it('turns true after the painted frame and an idle moment (with a time limit); the request is cancelled on unmount', () => {
    const request = vi.fn((cb: () => void) => idleCallbacks.push(cb));
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(<Probe />);
    expect(probe()).toHaveTextContent('busy');
    expect(request).not.toHaveBeenCalled(); // not before the frame was painted
    flushFrame();
    flushTimers();
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    flushIdle();
    expect(probe()).toHaveTextContent('idle');
    unmount();

    // A page left before its idle moment cancels the request.
    const second = render(<Probe />);
    flushFrame();
    flushTimers();
    const id = request.mock.results.at(-1)?.value as number;
    expect(probe()).toHaveTextContent('busy');
    second.unmount();
    expect(cancel).toHaveBeenCalledWith(id);
  });

  it('without requestIdleCallback, turns true after a short timer', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Probe />);
    flushFrame();
    expect(probe()).toHaveTextContent('busy');
    act(() => vi.advanceTimersByTime(100));
    expect(probe()).toHaveTextContent('idle');
  });

  it('waits while a loading placeholder is on screen, also across one placeholder replacing another', () => {
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idleCallbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { rerender } = render(<Page loading="first" />);
    expect(placeholdersShown()).toBe(1);
    flushFrame();
    flushTimers();
    flushIdle();
    act(() => vi.advanceTimersByTime(IDLE_TIMEOUT_MS * 2));
    expect(probe()).toHaveTextContent('busy');

    rerender(<Page loading="second" />); // the chunk arrived, the page now waits for its data
    expect(placeholdersShown()).toBe(1);
    flushFrame();
    flushTimers();
    flushIdle();
    expect(probe()).toHaveTextContent('busy');

    rerender(<Page loading="none" />); // the content is shown
    expect(placeholdersShown()).toBe(0);
    expect(probe()).toHaveTextContent('busy');
    flushFrame();
    flushTimers();
    flushIdle();
    expect(probe()).toHaveTextContent('idle');
  });
});
