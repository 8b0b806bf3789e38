import { Link } from 'react-router';
import { useUserInfo } from '../../session/session.ts';
import './welcome.css';

/** /welcome-client (spec §2): the landing page after login. */
export default function WelcomeClientPage() {
  const user = useUserInfo();
  const firstName = user?.fullName.split(' ')[0] ?? '';
  return (
    <section className="welcome" aria-labelledby="page-title">
      <h1 id="page-title">Welcome{firstName ? `, ${firstName}` : ''}</h1>
      <p className="welcome__lead">
        This is your dashboard for the fiancé(e) visa petition (form I-129F). Pick up where you left off at any time: your
        answers are saved as you go.
      </p>
      <Link to="/welcome" className="button button--primary">
        Continue your application
      </Link>
    </section>
  );
}
