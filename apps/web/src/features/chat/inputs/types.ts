import type { Question } from '@i129f/petition/engine/types.ts';

/** What every input renderer gets: the engine's question and the shared draft value. */
export interface AnswerInputProps {
  question: Question;
  value: string;
  onChange(value: string): void;
  /** Send the current value, or the given one (a card's Enter sends the card it is on). */
  onSubmit(value?: string): void;
  disabled: boolean;
  /** id of the main field, for the label. */
  inputId: string;
  /** id of the message that refused the last answer: set as aria-describedby, with aria-invalid. */
  errorId?: string;
}
