import type { ReactNode } from 'react';
import './ui.css';

interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** Inline message announced by screen readers: errors as alerts, the rest as status updates. */
export function Alert({ tone = 'error', children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`alert alert--${tone}`}>
      {children}
    </div>
  );
}
