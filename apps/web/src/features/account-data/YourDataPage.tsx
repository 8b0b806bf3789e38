import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { accountDataApi, EXPORT_FILE_NAME } from '../../api/accountData.ts';
import { saveBlob } from '../../api/saveBlob.ts';
import { endLocalSession } from '../../session/endLocalSession.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { DeleteAccountDialog, type DeleteOutcome } from './DeleteAccountDialog.tsx';
import { useDataText } from './texts.ts';
import './account-data.css';

type ExportState = 'idle' | 'busy' | 'done' | 'failed';

/** /your-data: download everything stored about the account, see its activity, delete it. */
export default function YourDataPage() {
  const t = useDataText();
  const navigate = useNavigate();
  const user = useUserInfo();
  const email = user?.email ?? '';
  const [exportState, setExportState] = useState<ExportState>('idle');
  const [deleting, setDeleting] = useState(false);
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) endLocalSession();
    },
    [],
  );

  async function download() {
    if (exportState === 'busy') return;
    setExportState('busy');
    try {
      const r = await accountDataApi.exportZip(email);
      if (r.ok) saveBlob(r.data, EXPORT_FILE_NAME);
      setExportState(r.ok ? 'done' : 'failed');
    } catch {
      setExportState('failed');
    }
  }

  async function deleteAccount(password: string): Promise<DeleteOutcome> {
    try {
      const r = await accountDataApi.deleteAccount(email, password);
      if (r.ok) {
        // Leave the signed-in layout first (cleared earlier, it would redirect without the confirmation);
        // everything local is forgotten as this page unmounts (the effect below).
        deleted.current = true;
        navigate('/login', { replace: true, state: { accountDeleted: true } });
        return { ok: true };
      }
      const field = r.error?.fields?.[0];
      if (r.status === 400 && field) return { ok: false, field: field.path, message: field.message };
      return { ok: false, message: r.status === 409 && r.error?.message ? r.error.message : t('deleteFailed') };
    } catch {
      return { ok: false, message: t('deleteFailed') };
    }
  }

  return (
    <section className="account-data" aria-labelledby="your-data-title">
      <h1 id="your-data-title">{t('yourDataTitle')}</h1>

      <h2>{t('exportHeading')}</h2>
      <p>{t('exportIntro')}</p>
      <button type="button" className="button button--primary" aria-disabled={exportState === 'busy' || undefined} onClick={() => void download()}>
        {exportState === 'busy' && <Spinner />}
        {t('exportButton')}
      </button>
      {exportState === 'done' && <Alert tone="success">{t('exportDone')}</Alert>}
      {exportState === 'failed' && <Alert>{t('exportFailed')}</Alert>}

      <h2>{t('activityHeading')}</h2>
      <p>
        <Link to="/activity">{t('activityLink')}</Link>
      </p>

      <h2>{t('deleteHeading')}</h2>
      <p>{t('deleteIntro')}</p>
      <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
        {t('deleteButton')}
      </button>
      {deleting && <DeleteAccountDialog onCancel={() => setDeleting(false)} onDelete={deleteAccount} />}
    </section>
  );
}
