import type { AnswerInputProps } from './types.ts';

/** A number (counts, ages): digits keyboard on phones; the engine validates the value. */
export function NumberAnswer({ value, onChange, disabled, inputId, errorId }: AnswerInputProps) {
  return (
    <input
      id={inputId}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="chat-input__field"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      disabled={disabled}
      placeholder="Enter a number"
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
