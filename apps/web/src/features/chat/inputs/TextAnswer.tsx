import type { AnswerInputProps } from './types.ts';
import { useChatText } from '../texts.ts';

/** Free text: Enter sends, Shift+Enter starts a new line. */
export function TextAnswer({ question, value, onChange, onSubmit, disabled, inputId, errorId }: AnswerInputProps) {
  const t = useChatText();
  return (
    <textarea
      id={inputId}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="chat-input__text"
      rows={1}
      value={value}
      disabled={disabled}
      placeholder={disabled && question.input !== 'text' ? t('chooseAbove') : t('typeAnswer')}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
          e.preventDefault();
          onSubmit();
        }
      }}
    />
  );
}
