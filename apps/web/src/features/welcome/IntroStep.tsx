import { useTranslation } from 'react-i18next';
import { INTRO_STEPS } from './consent.ts';

export function IntroStep({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('welcome');
  return (
    <>
      <h1 id="page-title">{t('intro.title')}</h1>
      <ol className="welcome__steps">
        {INTRO_STEPS.map((step) => (
          <li key={step}>
            <strong>{t(`intro.steps.${step}.title`)}</strong>
            <span>{t(`intro.steps.${step}.text`)}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={onStart} autoFocus>
        {t('intro.start')}
      </button>
    </>
  );
}
