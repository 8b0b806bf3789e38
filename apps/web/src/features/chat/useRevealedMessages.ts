import { useEffect, useState } from 'react';
import type { ChatMessage } from '@i129f/petition/engine/types.ts';

/** Spec §9: a new assistant message is appended after 1 second. */
export const MESSAGE_DELAY_MS = 1000;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * How many of the section's messages are visible. Messages present at mount (history) show at once; new
 * left messages appear one by one after the delay, the user's own at once. Reduced motion skips the
 * delay (WCAG 2.3.3).
 */
export function useRevealedMessages(messages: readonly ChatMessage[]): number {
  const [shown, setShown] = useState(messages.length);
  const total = messages.length;
  useEffect(() => {
    if (shown > total) {
      setShown(total);
      return;
    }
    if (shown === total) return;
    if (messages[shown]?.position === 'right' || prefersReducedMotion()) {
      setShown((n) => (messages[n]?.position === 'right' || prefersReducedMotion() ? n + 1 : n));
      return;
    }
    const timer = setTimeout(() => setShown((n) => Math.min(n + 1, total)), MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown, total, messages]);
  return Math.min(shown, total);
}
