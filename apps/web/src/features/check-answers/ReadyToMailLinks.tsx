import { Link } from 'react-router';
import { useCheckText } from './texts.ts';
import './check-answers.css';

/** The way from 'form filled' to 'envelope ready' (issue 11), shown on the Files page. */
export function ReadyToMailLinks() {
  const { t } = useCheckText();
  return (
    <nav className="ready-links" aria-label={t('readyToMail')}>
      <span className="ready-links__title">{t('readyToMailTitle')}</span>
      <Link to="/check-answers">{t('title')}</Link>
      <Link to="/readiness">{t('readiness')}</Link>
      <Link to="/letters">{t('letters')}</Link>
      <Link to="/packet">{t('packet')}</Link>
    </nav>
  );
}
