import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Closes a popup on Escape (focus back to its button) or on a click outside its container. */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, container, button, close]);
}

/** A popup's open state with its container and button refs, closed on Escape or an outside click. */
export function usePopup<C extends HTMLElement, B extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const container = useRef<C>(null);
  const button = useRef<B>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, button, close);
  return { open, setOpen, close, container, button };
}
