import { Link } from 'react-router';
import './check-answers.css';

/** The way from 'form filled' to 'envelope ready' (issue 11), shown on the Files page. */
export function ReadyToMailLinks() {
  return (
    <nav className="ready-links" aria-label="Ready to mail">
      <span className="ready-links__title">Ready to mail:</span>
      <Link to="/check-answers">Check your answers</Link>
      <Link to="/readiness">Readiness report</Link>
      <Link to="/letters">Letters</Link>
      <Link to="/packet">Filing packet</Link>
    </nav>
  );
}
