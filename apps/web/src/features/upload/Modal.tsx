import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './upload.css';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the dialog (size variants). */
  className?: string;
  /** Text that describes the dialog (announced with the title). */
  describedBy?: string;
}

/** Controls a keyboard user can Tab to (a hidden file input with tabIndex -1 is not one of them). */
const TABBABLE = 'button:not(:disabled), [href], input:not(:disabled):not([type=hidden]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The first control a keyboard user can reach and see, else the title: where the focus starts (issue 21.2). */
function firstStop(dialog: HTMLDialogElement): HTMLElement | null {
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE));
  return controls.find((el) => el.tabIndex >= 0 && !el.closest('.visually-hidden, [hidden], [inert]')) ?? dialog.querySelector<HTMLElement>('.modal__title');
}

/**
 * Accessible modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes, focus returns to the opener on close. The focus starts on the first visible control
 * (showModal alone would put it on the first focusable element, which may be a hidden file input).
 */
export function Modal({ title, onClose, children, className, describedBy }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  // Read while rendering, before a field's autoFocus takes the focus into the dialog.
  const [rendered] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const current = document.activeElement as HTMLElement | null;
    // A field the dialog focused itself (autoFocus) keeps the focus.
    const own = current && dialog.contains(current) ? current : null;
    // The focus goes back to what had it before: as read while rendering, unless that has gone since or was nothing
    // (a control of the dialog this one follows, e.g. the translation question after 'Confirm upload') — then what
    // has it now (that dialog gave it back to its own opener).
    const usable = (el: HTMLElement | null): el is HTMLElement => el !== null && el.isConnected && el !== document.body && !dialog.contains(el);
    const opener = usable(rendered) ? rendered : usable(current) ? current : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    (own ?? firstStop(dialog))?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, [rendered]);

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          close.current();
        }
      }}
      onCancel={(e) => {
        e.preventDefault();
        close.current();
      }}
    >
      <h2 id={titleId} className="modal__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
