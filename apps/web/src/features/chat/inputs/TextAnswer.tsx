import type { AnswerInputProps } from './types.ts';
import { useChatText } from '../texts.ts';

/**
 * Free text: Enter sends, Shift+Enter starts a new line. A question that offers a Latin version of what she typed in
 * her alphabet (issue 24: the native-alphabet value is kept for Part 2 items 49–50) shows it as a button that sends it;
 * she may type her passport's spelling instead.
 */
export function TextAnswer({ question, value, onChange, onSubmit, disabled, inputId, errorId }: AnswerInputProps) {
  const t = useChatText();
  return (
    <>
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
      {question.suggestion && (
        <button type="button" className="button button--secondary chat-input__suggestion" disabled={disabled} onClick={() => onSubmit(question.suggestion)}>
          {t('useSuggestion', { value: question.suggestion })}
        </button>
      )}
    </>
  );
}
