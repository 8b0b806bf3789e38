/**
 * Whether the keyboard focus is nowhere a user put it: on the page body or the main region (where the router
 * leaves it), on a control that was removed or disabled, or in the chat's input bar, which is disabled once
 * nothing is asked. An edit form, the section list or the header keep their focus.
 */
export function focusLost(): boolean {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body || active === document.documentElement || !active.isConnected) return true;
  if (active.id === 'main') return true;
  if ((active as HTMLButtonElement).disabled === true) return true;
  return active.closest('.chat-input') !== null && active.closest('.edit-response') === null;
}

type Input = 'keyboard' | 'pointer';
// Until the first key or pointer press, the page counts as used by keyboard: a focus move then pauses rather than
// moves a user the page knows nothing about.
let last: Input = 'keyboard';
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (last = 'keyboard'), true);
  document.addEventListener('pointerdown', () => (last = 'pointer'), true);
  document.addEventListener('click', (e) => e.detail === 0 && (last = 'keyboard'), true);
}

/**
 * How the user last acted: 'pointer' after a mouse or touch press; 'keyboard' after a key, and after a click with
 * no pointer (detail 0: a key, or a screen reader's default action, which sends no key events to the page).
 */
export const lastInput = (): Input => last;
