import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from './NotFoundPage.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { isChunkLoadError } from './chunkError.ts';

/** Router error boundary (spec §8): 'Loading chunk failed' for a failed script, else 'Unexpected Application Error!'. */
export default function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const reload = (
    <div className="error-page__actions">
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload the page
      </button>
      <a href="/welcome-client" className="button button--secondary">
        Go to the dashboard
      </a>
    </div>
  );
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen title="Loading chunk failed">
        <p>Part of the application could not be downloaded. Check your connection and reload the page.</p>
        {reload}
      </ErrorScreen>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorScreen title="Unexpected Application Error!">
      <p>Something went wrong on this page. Your saved answers are kept.</p>
      {reload}
    </ErrorScreen>
  );
}
