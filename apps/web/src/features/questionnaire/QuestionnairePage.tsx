import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { questionnaire } from '@i129f/petition/i18n/en/questionnaire.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { appStateStore, updateAppState, useAppState } from '../../state/appState.ts';
import { applyAnswer, questionPrompt, visibleQuestions } from './questionnaireModel.ts';
import './questionnaire.css';

registerEnglish('questionnaire', questionnaire);

type OptionKey = keyof typeof questionnaire.options;
/** Stored answers stay the English options; the label shown is the option's key in the reader's language. */
const OPTION_KEY = new Map(Object.entries(questionnaire.options).map(([key, text]) => [text, key as OptionKey]));

/** /file-upload-quesionnaire (spec §2, §4): 'Question n of 16', one radio group per question. */
export default function QuestionnairePage() {
  const { t } = useTranslation('questionnaire');
  const navigate = useNavigate();
  const answers = useAppState((s) => s.questionnaire);
  const requiredDocuments = useAppState((s) => s.requiredDocuments);
  const names = useAppState((s) => s.benPetNames);
  const [index, setIndex] = useState(0);
  const groupId = useId();

  useEffect(() => updateAppState({ currentProgressBarStep: 1 }), []);

  const questions = visibleQuestions(answers);
  const at = Math.min(index, questions.length - 1);
  const question = questions[at]!;
  const value = answers[question.key] ?? '';
  const last = at === questions.length - 1;
  const snapshot = { answers, requiredDocuments, names };

  function choose(option: string) {
    const { answers: nextAnswers, requiredDocuments: docs } = applyAnswer(
      { ...snapshot, answers: appStateStore.get().questionnaire, requiredDocuments: appStateStore.get().requiredDocuments },
      question.key,
      option,
    );
    updateAppState({ questionnaire: nextAnswers, requiredDocuments: docs });
  }

  function next() {
    if (!value) return;
    if (last) navigate('/file-upload-list');
    else setIndex(at + 1);
  }

  return (
    <section className="questionnaire" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p className="questionnaire__counter" aria-live="polite">
        {t('counter', { n: at + 1, total: questions.length })}
      </p>
      <form
        key={question.key}
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        <fieldset className="questionnaire__group">
          <legend className="questionnaire__prompt">{questionPrompt(question, snapshot, t(`prompts.${question.key as keyof typeof questionnaire.prompts}`))}</legend>
          <div className={question.options.length > 6 ? 'questionnaire__options questionnaire__options--grid' : 'questionnaire__options'}>
            {question.options.map((option, i) => (
              <label key={option} className="questionnaire__option">
                <input
                  type="radio"
                  name={`${groupId}-${question.key}`}
                  value={option}
                  checked={value === option}
                  autoFocus={i === 0 && !value}
                  onChange={() => choose(option)}
                />
                <span>{OPTION_KEY.has(option) ? t(`options.${OPTION_KEY.get(option)!}`) : option}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="questionnaire__actions">
          {at > 0 && (
            <button type="button" className="button button--secondary" onClick={() => setIndex(at - 1)}>
              {t('previous')}
            </button>
          )}
          {value && (
            <button type="submit" className="button button--primary">
              {last ? t('finish') : t('next')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
