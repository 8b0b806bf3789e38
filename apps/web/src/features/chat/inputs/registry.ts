import type { ComponentType } from 'react';
import type { InputKind } from '@i129f/petition/engine/types.ts';
import { ChoiceCards } from './ChoiceCards.tsx';
import { DateAnswer } from './DateAnswer.tsx';
import { NumberAnswer } from './NumberAnswer.tsx';
import { TextAnswer } from './TextAnswer.tsx';
import type { AnswerInputProps } from './types.ts';

/** One renderer per input kind the engine asks for (no component per section). */
export const INPUT_RENDERERS = {
  text: TextAnswer,
  yesno: ChoiceCards,
  options: ChoiceCards,
  date: DateAnswer,
  number: NumberAnswer,
} satisfies Record<InputKind, ComponentType<AnswerInputProps>>;

/** Cards replace typing: the text area is shown disabled (spec: yes/no cards disable the text input). */
export const USES_CARDS: Record<InputKind, boolean> = { text: false, yesno: true, options: true, date: false, number: false };
