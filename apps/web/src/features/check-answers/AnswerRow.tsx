import type { InterviewState } from '@i129f/petition/engine/types.ts';
import type { ReviewAnswer } from '@i129f/petition/review/answers.ts';
import type { FormItemRef } from '@i129f/petition/review/items.ts';
import { useInterviewLocalizer } from '../chat/useInterviewLocalizer.ts';
import { ChangeAnswer } from './ChangeAnswer.tsx';
import { useCheckText } from './texts.ts';

interface AnswerRowProps {
  state: InterviewState;
  answer: ReviewAnswer;
  /** The first printed item the answer fills; null when it fills none. */
  item: FormItemRef | null;
  /** Changed since the last PDF. */
  changed: boolean;
  editing: boolean;
  changeRef(el: HTMLButtonElement | null): void;
  onChange(): void;
  /** An approved petition (issue 19.4): answers only, no 'Change'. */
  readOnly?: boolean;
  onDone(saved: boolean): void;
}

/** One answer of 'Check your answers': the form's item number and printed label, the question, the answer and 'Change'. */
export function AnswerRow({ state, answer, item, changed, editing, changeRef, onChange, onDone, readOnly = false }: AnswerRowProps) {
  const { t } = useCheckText();
  const local = useInterviewLocalizer();
  // The question, a chosen option and an ongoing end date in the reader's language; the stored answer (and the form) stay English.
  const question = local.stepPrompt(state, answer.sectionId, answer.stepId, answer.index, answer.question);
  const value = local.answer(answer.value, answer.input);
  return (
    <div className={changed ? 'check__row check__row--changed' : 'check__row'} id={`answer-${answer.key}`}>
      <dt>
        {item && (
          <span className="check__item">
            <span className="check__item-number">{t('item', { item: item.item })}</span> {item.label}
          </span>
        )}
        <span className="check__question">{question}</span>
      </dt>
      <dd>
        {editing ? (
          <ChangeAnswer state={state} answer={{ ...answer, question }} onDone={onDone} />
        ) : (
          <>
            <span className="check__value">{value}</span>
            {changed && <span className="check__changed">{t('changedSincePdf')}</span>}
            {!readOnly && <button type="button" ref={changeRef} className="link-button check__change-link" aria-label={t('changeLabel', { question })} onClick={onChange}>
              {t('change')}
            </button>}
          </>
        )}
      </dd>
    </div>
  );
}
