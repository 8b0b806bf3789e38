import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readiness } from '@i129f/petition/i18n/en/readiness.ts';
import type { ReadinessReport } from '@i129f/petition/readiness/index.ts';
import { useAppText } from '../../i18n/appTexts.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { EnglishQuotes } from '../../ui/EnglishQuotes.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { fixLink } from './fixLink.ts';
import { readinessApi } from './readinessApi.ts';
import './readiness.css';

registerEnglish('readiness', readiness);

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; report: ReadinessReport };

/**
 * /readiness: the readiness report (issue 11) — each finding with why it matters and a link to where it is fixed.
 * The server writes the findings in the language the request names (Accept-Language), so a language change asks
 * again, for the same filing date (issue 12).
 */
export default function ReadinessPage() {
  const { t, i18n } = useTranslation('readiness');
  const { t: tApp } = useAppText();
  const email = useUserInfo()?.email ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [date, setDate] = useState('');
  const requested = useRef<string | undefined>(undefined);

  const fetchReport = useCallback(async (filingDate?: string) => {
    requested.current = filingDate;
    setLoad({ kind: 'loading' });
    try {
      const r = await readinessApi.get(email, filingDate);
      if (r.ok) {
        setLoad({ kind: 'ready', report: r.data });
        setDate(r.data.filingDate);
      } else setLoad({ kind: 'error', message: r.status === 404 ? t('notStarted') : r.status === 400 ? t('badDate') : t('loadError') });
    } catch {
      setLoad({ kind: 'error', message: t('loadError') });
    }
  }, [email, t]);

  useEffect(() => {
    if (email) void fetchReport(requested.current);
  }, [email, fetchReport, i18n.language]);

  function recheck(event: FormEvent) {
    event.preventDefault();
    void fetchReport(date.trim());
  }

  return (
    <section className="readiness" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <form className="readiness__date" onSubmit={recheck}>
        <label htmlFor="filing-date">{t('filingDate')}</label>
        <input id="filing-date" inputMode="numeric" placeholder={tApp('datePlaceholder')} value={date} onChange={(e) => setDate(e.target.value)} />
        <button type="submit" className="button button--secondary button--small">{t('checkAgain')}</button>
      </form>
      {load.kind === 'loading' && (
        <p role="status">
          <Spinner /> {t('checking')}
        </p>
      )}
      {load.kind === 'error' && <Alert>{load.message}</Alert>}
      {load.kind === 'ready' && <Findings report={load.report} />}
    </section>
  );
}

function Findings({ report }: { report: ReadinessReport }) {
  const { t } = useTranslation('readiness');
  if (report.findings.length === 0) return <Alert tone="success">{t('none')}</Alert>;
  return (
    <>
      <p role="status" className="readiness__summary">
        {t('summary', { errors: t('errors', { count: report.errors }), warnings: t('warnings', { count: report.warnings }), date: report.filingDate })}
      </p>
      <ul className="readiness__list" aria-label={t('findings')}>
        {report.findings.map((f, i) => {
          const link = fixLink(f.fix, t);
          return (
            <li key={`${f.rule}-${i}`} className={`readiness__finding readiness__finding--${f.severity}`}>
              <p className="readiness__message">
                <span className="readiness__tag">{f.severity === 'error' ? t('error') : t('warning')}</span> {f.message}
              </p>
              <p className="readiness__why">
                <strong>{t('why')}</strong> <EnglishQuotes text={f.why} />
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
