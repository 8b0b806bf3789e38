import './ui.css';

/** A small busy indicator; the surrounding button or region carries the accessible text. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
