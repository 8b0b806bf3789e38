import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorScreen } from './ErrorScreen.tsx';

/** Any unknown path (spec §2). */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <ErrorScreen title={t('errors.notFoundTitle')}>
      <p>{t('errors.notFoundText')}</p>
      <div className="error-page__actions">
        <Link to="/welcome-client" className="button button--primary">
          {t('errors.goToDashboard')}
        </Link>
      </div>
    </ErrorScreen>
  );
}
