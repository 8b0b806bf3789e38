import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from './NotFoundPage.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { isChunkLoadError } from './chunkError.ts';

/** Router error boundary (spec §8): 'Loading chunk failed' for a failed script, else 'Unexpected Application Error!'. */
export default function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const reload = (
    <div className="error-page__actions">
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
      <a href="/welcome-client" className="button button--secondary">
        {t('errors.goToDashboard')}
      </a>
    </div>
  );
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen title={t('errors.chunkTitle')}>
        <p>{t('errors.chunkText')}</p>
        {reload}
      </ErrorScreen>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorScreen title={t('errors.unexpectedTitle')}>
      <p>{t('errors.unexpectedText')}</p>
      {reload}
    </ErrorScreen>
  );
}
