import { useState } from 'react';
import { RESET_WARNING } from './EditResponse.tsx';

/** The per-section reset control: asks for confirmation with the spec's warning. */
export function ResetSection({ disabled, onReset }: { disabled: boolean; onReset(): void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button--secondary button--small" disabled={disabled} onClick={() => setAsking(true)}>
        Reset section
      </button>
    );
  }
  return (
    <div className="reset-confirm" role="group" aria-label="Reset this section">
      <p role="alert">{RESET_WARNING}</p>
      <button
        type="button"
        className="button button--danger button--small"
        onClick={() => {
          setAsking(false);
          onReset();
        }}
      >
        Reset Section
      </button>
      <button type="button" className="button button--secondary button--small" autoFocus onClick={() => setAsking(false)}>
        Cancel
      </button>
    </div>
  );
}
