import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { questionnaire } from '@i129f/petition/i18n/en/questionnaire.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { updateAppState, useAppState } from '../../state/appState.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { dispatchChat } from '../interview-state/chatSession.ts';
import { usePetition } from '../interview-state/usePetition.ts';
import { useChatRecord } from '../interview-state/chatStore.ts';
import { ConfirmClear } from '../chat/ConfirmClear.tsx';
import { useInterviewLocalizer } from '../chat/useInterviewLocalizer.ts';
import { questionPrompt, visibleQuestions } from './questionnaireModel.ts';
import './questionnaire.css';

registerEnglish('questionnaire', questionnaire);

type OptionKey = keyof typeof questionnaire.options;
/** Stored answers stay the English options; the label shown is the option's key in the reader's language. */
const OPTION_KEY = new Map(Object.entries(questionnaire.options).map(([key, text]) => [text, key as OptionKey]));

/**
 * /file-upload-quesionnaire (spec §2, §4): 'Question n of 16', one radio group per question. Each answer is a change
 * of the server's petition (issue 19): the documents it requires follow at once, and one that makes chat answers no
 * longer apply lists them and waits for the client's consent.
 */
export default function QuestionnairePage() {
  const record = usePetition();
  if (!record.loaded) return <PageLoading />;
  return <Questions />;
}

function Questions() {
  const { t } = useTranslation('questionnaire');
  const navigate = useNavigate();
  const answers = useAppState((s) => s.questionnaire);
  const requiredDocuments = useAppState((s) => s.requiredDocuments);
  const appNames = useAppState((s) => s.benPetNames);
  const local = useInterviewLocalizer();
  const chatState = useChatRecord().state;
  // The names as the petition has them (the app state's copy may not have caught up after a new sign-in).
  const names = chatState?.names ?? appNames;
  // A client who comes back continues at the first question not answered yet.
  const [index, setIndex] = useState(() => {
    const open = visibleQuestions(answers).findIndex((q) => !answers[q.key]);
    return open < 0 ? 0 : open;
  });
  const [consent, setConsent] = useState<{ key: string; value: string; keys: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();

  useEffect(() => updateAppState({ currentProgressBarStep: 1 }), []);

  const questions = visibleQuestions(answers);
  const at = Math.min(index, questions.length - 1);
  const question = questions[at]!;
  const value = answers[question.key] ?? '';
  const last = at === questions.length - 1;
  const snapshot = { answers, requiredDocuments, names };

  function choose(option: string, clear?: string[]) {
    const r = dispatchChat({ type: 'questionnaire', key: question.key, value: option, ...(clear ? { clear } : {}) });
    setError(r.error ?? null);
    setConsent(r.consent ? { key: question.key, value: option, keys: r.consent } : null);
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
          <legend className="questionnaire__prompt">{questionPrompt(question, snapshot, t(`prompts.${question.key as keyof typeof questionnaire.prompts}`), local.fill)}</legend>
          <div className={question.options.length > 6 ? 'questionnaire__options questionnaire__options--grid' : 'questionnaire__options'}>
            {question.options.map((option, i) => (
              <label key={option} className="questionnaire__option">
                <input
                  type="radio"
                  name={`${groupId}-${question.key}`}
                  value={option}
                  checked={(consent?.key === question.key ? consent.value : value) === option}
                  autoFocus={i === 0 && !value}
                  onChange={() => choose(option)}
                />
                <span>{OPTION_KEY.has(option) ? t(`options.${OPTION_KEY.get(option)!}`) : option}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {error && <p className="field__error" role="alert">{error}</p>}
        {consent && chatState && (
          <ConfirmClear
            state={chatState}
            keys={consent.keys}
            onConfirm={() => choose(consent.value, consent.keys)}
            onCancel={() => setConsent(null)}
          />
        )}
        <div className="questionnaire__actions">
          {at > 0 && (
            <button type="button" className="button button--secondary" onClick={() => setIndex(at - 1)}>
              {t('previous')}
            </button>
          )}
          {value && !consent && (
            <button type="submit" className="button button--primary">
              {last ? t('finish') : t('next')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
