import { useEffect, useState } from 'react';

/** Longest wait for an idle moment (a busy page still gets what waits for it). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser first has nothing else to do after mount (requestIdleCallback; a short timer where it is
 * missing), then true: for what a page does not need to show its content.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
