import { Link } from 'react-router';
import { ErrorScreen } from './ErrorScreen.tsx';

/** Any unknown path (spec §2). */
export default function NotFoundPage() {
  return (
    <ErrorScreen title="ERROR 404">
      <p>The page you are looking for does not exist.</p>
      <div className="error-page__actions">
        <Link to="/welcome-client" className="button button--primary">
          Go to the dashboard
        </Link>
      </div>
    </ErrorScreen>
  );
}
