import { useEffect, useState } from 'react';
import { onPlaceholderGone, placeholdersShown } from './pagePlaceholders.ts';

/** Longest wait for an idle moment once the page shows its content (a busy page still gets what waits for it). */
export const IDLE_TIMEOUT_MS = 2000;

const nextFrame = (cb: () => void): (() => void) => {
  if (typeof window.requestAnimationFrame !== 'function') {
    const timer = setTimeout(cb, 16);
    return () => clearTimeout(timer);
  }
  const id = window.requestAnimationFrame(cb);
  return () => window.cancelAnimationFrame(id);
};

const whenIdle = (cb: () => void): (() => void) => {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(cb, 50);
    return () => clearTimeout(timer);
  }
  const id = window.requestIdleCallback(cb, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(id);
};

/**
 * False until the page shows its content (no loading placeholder on screen, ui/pagePlaceholders.ts), that frame was
 * painted and the browser then first has nothing else to do; then true for good: for what a page does not need to
 * show its content (issue 12.4: on a phone it would otherwise share the network and the main thread with the page's
 * own code and requests, and delay its first paint).
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    let cancel: (() => void) | null = null;
    const attempt = () => {
      cancel?.();
      cancel = null;
      if (placeholdersShown() > 0) return; // tried again when a placeholder goes
      // The frame showing the content, then a task after its paint, then the browser's next idle moment.
      cancel = nextFrame(() => {
        const timer = setTimeout(() => {
          cancel = whenIdle(() => (placeholdersShown() > 0 ? attempt() : setIdle(true)));
        }, 0);
        cancel = () => clearTimeout(timer);
      });
    };
    const unsubscribe = onPlaceholderGone(attempt);
    attempt();
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [idle]);
  return idle;
}
