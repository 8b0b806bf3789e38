import type { AnswerInputProps } from './types.ts';

/** Free text: Enter sends, Shift+Enter starts a new line. */
export function TextAnswer({ question, value, onChange, onSubmit, disabled, inputId, errorId }: AnswerInputProps) {
  return (
    <textarea
      id={inputId}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="chat-input__text"
      rows={1}
      value={value}
      disabled={disabled}
      placeholder={disabled && question.input !== 'text' ? 'Choose an answer above' : 'Type your answer…'}
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
