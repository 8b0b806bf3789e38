import type { AnswerInputProps } from './types.ts';
import { useChatText } from '../texts.ts';

/** A number (counts, ages): digits keyboard on phones; the engine validates the value. */
export function NumberAnswer({ value, onChange, disabled, inputId, errorId }: AnswerInputProps) {
  const t = useChatText();
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
      placeholder={t('enterNumber')}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
