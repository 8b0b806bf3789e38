import { Link } from 'react-router';
import '../../styles/global.css';
import '../../ui/ui.css';
import './home.css';

/** / (spec §1, §2): public landing page. */
export default function HomePage() {
  return (
    <div className="home">
      <header className="home__banner">
        <span className="home__brand">I-129F Petition Preparer</span>
        <nav aria-label="Account" className="home__nav">
          <Link to="/login">Sign in</Link>
          <Link to="/register" className="button button--primary">
            Join
          </Link>
        </nav>
      </header>
      <main className="home__main">
        <h1>Make legal paperwork easy and stress-free</h1>
        <p className="home__lead">
          Prepare the U.S. fiancé(e) visa petition (form I-129F) through a guided interview, one question at a time.
        </p>
        <ul className="home__facts">
          <li>Trusted by 1500+ law firms.</li>
          <li>Covers family-based immigration today; employment-based cases are planned for September 2024.</li>
          <li>Unlimited clients, with subscription or pay-per-case pricing.</li>
        </ul>
        <Link to="/register" className="button button--primary">
          Start your petition
        </Link>
      </main>
    </div>
  );
}
