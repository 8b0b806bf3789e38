import { useId } from 'react';
import { useInterviewLocalizer } from '../useInterviewLocalizer.ts';
import type { AnswerInputProps } from './types.ts';

/** Yes/no and option questions: a radio group of cards (arrow keys move, Enter sends the choice). */
export function ChoiceCards({ question, value, onChange, onSubmit, disabled, errorId }: AnswerInputProps) {
  const name = useId();
  // The card shows the option in the reader's language and sends its English value (the stored answer).
  const local = useInterviewLocalizer();
  const options = question.input === 'yesno' ? ['Yes', 'No'] : (question.options ?? []);
  return (
    <fieldset className="choice-cards" disabled={disabled} aria-describedby={errorId}>
      <legend className="visually-hidden">{question.prompt}</legend>
      {options.map((option) => (
        <label key={option} className={value === option ? 'choice-card choice-card--selected' : 'choice-card'}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onChange(option);
                onSubmit(option);
              }
            }}
          />
          <span>{local.option(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
