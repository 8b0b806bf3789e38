import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { pdfEditor } from '@i129f/petition/i18n/en/pdfEditor.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { filesApi } from '../files/filesApi.ts';
import { openPdf, type PdfDocument } from './pdfjs.ts';
import { renderPage } from './renderPage.ts';
import './pdf-editor.css';

registerEnglish('pdfEditor', pdfEditor);

type Phase = 'loading' | 'ready' | 'saving' | 'failed';

/**
 * /pdf-editor/:documentId?file=… — the product's own PDF form editor (spec §2 'embedded PDF editor', issue 4):
 * pdf.js with editable form fields; Save sends `saveDocument()` bytes to POST /api/pdf/replace/… and returns
 * to the Files page, which reloads its list. Close does the same when a field was changed (spec FILE-10: closing
 * the editor stores the edited file) and only returns when nothing was; 'Close without saving' drops the changes.
 */
export default function PdfEditorPage() {
  const { t } = useTranslation('pdfEditor');
  const { documentId = '' } = useParams();
  const [params] = useSearchParams();
  const fileName = params.get('file') ?? '';
  const email = useUserInfo()?.email ?? '';
  const navigate = useNavigate();
  const pages = useRef<HTMLDivElement>(null);
  const doc = useRef<PdfDocument | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<'openFailed' | 'saveFailed' | null>(null);
  // A form field was changed since the file was opened (pdf.js annotation storage).
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (!fileName) throw new Error('no file name');
      const r = await filesApi.download(email, fileName);
      if (!r.ok) throw new Error(`download ${r.status}`);
      const pdf = await openPdf(new Uint8Array(await r.data.arrayBuffer()));
      if (cancelled) return void pdf.destroy();
      doc.current = pdf;
      pdf.annotationStorage.onSetModified = () => setChanged(true);
      const fieldObjects = await pdf.getFieldObjects();
      const container = pages.current;
      if (!container) return;
      const width = Math.min(Math.max(container.clientWidth - 32, 320), 1000);
      for (let n = 1; n <= pdf.numPages && !cancelled; n++) {
        await renderPage({ doc: pdf, pageNumber: n, container, width, forms: true, fieldObjects });
        if (n === 1) setPhase('ready');
      }
    })().catch((e: unknown) => {
      console.error('PDF editor failed to open', e);
      if (!cancelled) {
        setPhase('failed');
        setError('openFailed');
      }
    });
    return () => {
      cancelled = true;
      void doc.current?.destroy();
      doc.current = null;
    };
  }, [email, fileName]);

  async function save() {
    const pdf = doc.current;
    if (!pdf) return;
    setPhase('saving');
    setError(null);
    try {
      const bytes = await pdf.saveDocument();
      const r = await filesApi.replace(documentId, email, fileName, bytes);
      if (!r.ok) throw new Error(r.error?.message ?? `replace ${r.status}`);
      navigate('/documents');
    } catch (e) {
      console.error('Saving the edited PDF failed', e);
      setError('saveFailed');
      setPhase('ready');
    }
  }

  return (
    <section className="pdf-editor" aria-labelledby="page-title">
      <div className="pdf-editor__bar">
        <h1 id="page-title">{t('title', { file: fileName || t('document') })}</h1>
        <div className="pdf-editor__actions">
          {changed && (
            <Link to="/documents" className="button button--secondary">
              {t('discard')}
            </Link>
          )}
          <button type="button" className="button button--secondary" onClick={() => (changed ? void save() : navigate('/documents'))} disabled={phase === 'saving'}>
            {t('close')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void save()} disabled={phase !== 'ready'} aria-busy={phase === 'saving'}>
            {phase === 'saving' && <Spinner />}
            {phase === 'saving' ? t('saving') : t('save')}
          </button>
        </div>
      </div>
      {error && <Alert>{t(error)}</Alert>}
      {phase === 'loading' && (
        <p role="status">
          <Spinner /> {t('opening')}
        </p>
      )}
      <p className="pdf-editor__hint">{t('hint')}</p>
      <div ref={pages} className="pdf-editor__pages" role="region" aria-label={t('pages', { file: fileName })} />
    </section>
  );
}
