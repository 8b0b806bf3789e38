import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

interface SubmitButtonProps {
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}

export function SubmitButton({ busy = false, busyLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
