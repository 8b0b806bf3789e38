import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ReadinessReport } from '@i129f/petition/readiness/index.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { fixLink } from './fixLink.ts';
import { readinessApi } from './readinessApi.ts';
import './readiness.css';

export const READINESS_TEXT = {
  title: 'Ready to mail?',
  intro: 'We checked your answers and uploads for what USCIS most often rejects, denies or questions. Fix the errors before you mail the petition; check the warnings.',
  none: 'Nothing found: your answers and uploads pass every check.',
  notStarted: 'Answer the interview first: there is nothing to check yet.',
  loadError: 'The readiness report could not be loaded.',
  badDate: 'Type the filing date as MM/DD/YYYY.',
} as const;

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; report: ReadinessReport };

/** /readiness: the readiness report (issue 11) — each finding with why it matters and a link to where it is fixed. */
export default function ReadinessPage() {
  const email = useUserInfo()?.email ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [date, setDate] = useState('');

  const fetchReport = useCallback(async (filingDate?: string) => {
    setLoad({ kind: 'loading' });
    try {
      const r = await readinessApi.get(email, filingDate);
      if (r.ok) {
        setLoad({ kind: 'ready', report: r.data });
        setDate(r.data.filingDate);
      } else setLoad({ kind: 'error', message: r.status === 404 ? READINESS_TEXT.notStarted : r.status === 400 ? READINESS_TEXT.badDate : READINESS_TEXT.loadError });
    } catch {
      setLoad({ kind: 'error', message: READINESS_TEXT.loadError });
    }
  }, [email]);

  useEffect(() => {
    if (email) void fetchReport();
  }, [email, fetchReport]);

  function recheck(event: FormEvent) {
    event.preventDefault();
    void fetchReport(date.trim());
  }

  return (
    <section className="readiness" aria-labelledby="page-title">
      <h1 id="page-title">{READINESS_TEXT.title}</h1>
      <p>{READINESS_TEXT.intro}</p>
      <form className="readiness__date" onSubmit={recheck}>
        <label htmlFor="filing-date">Filing date</label>
        <input id="filing-date" inputMode="numeric" placeholder="MM/DD/YYYY" value={date} onChange={(e) => setDate(e.target.value)} />
        <button type="submit" className="button button--secondary button--small">Check again</button>
      </form>
      {load.kind === 'loading' && (
        <p role="status">
          <Spinner /> Checking your petition…
        </p>
      )}
      {load.kind === 'error' && <Alert>{load.message}</Alert>}
      {load.kind === 'ready' && <Findings report={load.report} />}
    </section>
  );
}

function Findings({ report }: { report: ReadinessReport }) {
  if (report.findings.length === 0) return <Alert tone="success">{READINESS_TEXT.none}</Alert>;
  return (
    <>
      <p role="status" className="readiness__summary">
        {report.errors} {report.errors === 1 ? 'error' : 'errors'}, {report.warnings} {report.warnings === 1 ? 'warning' : 'warnings'} for filing on {report.filingDate}.
      </p>
      <ul className="readiness__list" aria-label="Findings">
        {report.findings.map((f, i) => {
          const link = fixLink(f.fix);
          return (
            <li key={`${f.rule}-${i}`} className={`readiness__finding readiness__finding--${f.severity}`}>
              <p className="readiness__message">
                <span className="readiness__tag">{f.severity === 'error' ? 'Error' : 'Warning'}</span> {f.message}
              </p>
              <p className="readiness__why">
                <strong>Why it matters:</strong> {f.why}
              </p>
              <Link to={link.to} className="readiness__fix">
                {link.label} →
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
