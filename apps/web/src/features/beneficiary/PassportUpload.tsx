import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { beneficiary } from '@i129f/petition/i18n/en/beneficiary.ts';
import { Alert } from '../../ui/Alert.tsx';
import { beneficiaryApi } from './beneficiaryApi.ts';

type Key = keyof typeof beneficiary.passportValues;
const KEYS = Object.keys(beneficiary.passportValues) as Key[];

/** On her home (issue 24): her passport's biographic page, filed with the petition's documents, and what was read from it. */
export function PassportUpload({ locked }: { locked: boolean }) {
  const { t } = useTranslation('beneficiary');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ fileName: string; values: Record<string, string> } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    const r = await beneficiaryApi.passport(file).catch(() => null);
    setBusy(false);
    if (r?.ok) setResult(r.data);
    else setError(r?.error?.message ?? t('passportFailed'));
  }

  const read = result ? KEYS.filter((k) => result.values[k]) : [];
  return (
    <section aria-labelledby={`${id}-title`} className="my-part__passport">
      <h2 id={`${id}-title`}>{t('passportHeading')}</h2>
      <p>{t('passportIntro')}</p>
      {!locked && (
        <form onSubmit={upload} aria-label={t('passportHeading')}>
          <div className="field">
            <label htmlFor={`${id}-file`} className="field__label">
              {t('passportFile')}
            </label>
            <input id={`${id}-file`} type="file" accept="application/pdf,image/jpeg,image/png,image/heic,image/heif,image/webp" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </div>
          <button type="submit" className="button button--secondary" disabled={!file || busy} aria-busy={busy}>
            {busy ? t('passportUploading') : t('passportUpload')}
          </button>
        </form>
      )}
      {error && <Alert>{error}</Alert>}
      {result && (
        <div role="status">
          <p>{t('passportDone', { name: result.fileName })}</p>
          {read.length ? (
            <>
              <p>{t('passportRead')}</p>
              <dl className="my-part__passport-values">
                {read.map((k) => (
                  <div key={k}>
                    <dt>{t(`passportValues.${k}`)}</dt>
                    <dd>{result.values[k]}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p>{t('passportNothing')}</p>
          )}
        </div>
      )}
    </section>
  );
}
