import { useLayoutEffect } from 'react';

/**
 * How many loading placeholders (PageLoading) are on screen. A page shows its content when none is: what a page can do
 * without (the comments banner, the changed-since-PDF marks) waits for that (useWhenIdle), so it never competes with
 * the page's own code, requests and first paint on a slow phone (issue 12.4).
 */
let shown = 0;
const listeners = new Set<() => void>();

/** Marks the calling component as a loading placeholder while it is mounted. */
export function usePlaceholderMark(): void {
  useLayoutEffect(() => {
    shown += 1;
    return () => {
      shown -= 1;
      // A placeholder replaced by the next one in the same commit is not 'gone': listeners re-check later anyway.
      for (const listener of [...listeners]) listener();
    };
  }, []);
}

export const placeholdersShown = (): number => shown;

/** Called whenever a placeholder leaves the screen; returns the unsubscribe function. */
export function onPlaceholderGone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
