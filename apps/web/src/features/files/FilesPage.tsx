import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { files as FILES_EN } from '@i129f/petition/i18n/en/files.ts';
import { saveBlob } from '../../api/saveBlob.ts';
import { useUserInfo } from '../../session/session.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ReadyToMailLinks } from '../check-answers/ReadyToMailLinks.tsx';
import { CaptionEditor } from './CaptionEditor.tsx';
import { DeleteConfirm } from './DeleteConfirm.tsx';
import { filesApi, isPdfName, type StoredFile } from './filesApi.ts';
import { editorPath } from './editorPath.ts';
import './files.css';

/** pdf.js is loaded only when a preview opens. */
const PdfPreview = lazy(() => import('./PdfPreview.tsx'));

type Modal = { kind: 'preview' | 'delete' | 'caption'; file: StoredFile } | null;
type Load = 'loading' | 'error' | 'ready';

registerEnglish('files', FILES_EN);

/** The page's messages in English (the spec's texts); shown through t('messages.<key>'). */
export const FILES_TEXT = FILES_EN.messages;
type Message = keyof typeof FILES_TEXT;

/** /documents (spec §2 Documents): Name, Owner, Actions; preview, editor hand-off, delete confirmation. */
export default function FilesPage() {
  const { t } = useTranslation('files');
  const navigate = useNavigate();
  const user = useUserInfo();
  const email = user?.email ?? '';
  const [load, setLoad] = useState<Load>('loading');
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [modal, setModal] = useState<Modal>(null);
  const [alert, setAlert] = useState<Message | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const r = await filesApi.list(email);
      if (!r.ok) return setLoad('error');
      setFiles(r.data);
      setLoad('ready');
    } catch {
      setLoad('error');
    }
  }, [email]);

  useEffect(() => {
    if (email) void reload();
  }, [email, reload]);

  async function download(file: StoredFile) {
    try {
      const r = await filesApi.download(email, file.fileName);
      if (r.ok) saveBlob(r.data, file.fileName);
      else console.error('Download failed', r.status, r.error);
    } catch (e) {
      console.error('Download failed', e);
    }
  }

  async function edit(file: StoredFile) {
    setAlert(null);
    setBusy(file.fileName);
    try {
      const r = await filesApi.editLink(email, file.fileName);
      if (!r.ok || !r.data?.documentId) throw new Error(`editor link ${r.status}`);
      navigate(editorPath(r.data, file.fileName));
    } catch (e) {
      console.error('Editor link failed', e);
      setAlert('editorFailed');
    } finally {
      setBusy(null);
    }
  }

  async function remove(file: StoredFile) {
    setModal(null);
    setAlert(null);
    try {
      const r = await filesApi.remove(email, file.fileName);
      if (!r.ok) throw new Error(`delete ${r.status}`);
    } catch (e) {
      console.error('Delete failed', e);
      setAlert('deleteFailed');
    }
    await reload();
  }

  const owner = user?.fullName || email;

  return (
    <section className="files" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <ReadyToMailLinks />
      {alert && <Alert>{t(`messages.${alert}`)}</Alert>}
      {load === 'loading' && (
        <p role="status" className="files__loading">
          <Spinner /> {t('loading')}
        </p>
      )}
      {load === 'error' && <Alert>{t('messages.loadError')}</Alert>}
      {load === 'ready' && files.length === 0 && <p className="files__empty">{t('messages.empty')}</p>}
      {load === 'ready' && files.length > 0 && (
        <table className="files__table">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.owner')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.fileName}>
                <th scope="row" className="files__name">
                  <bdi>{file.fileName}</bdi>
                  {file.caption && (
                    <span className="files__caption">
                      <bdi>{file.caption}</bdi>
                    </span>
                  )}
                </th>
                <td className="files__owner">
                  <bdi>{owner}</bdi>
                </td>
                <td className="files__actions-cell">
                  <div className="files__actions">
                  <button type="button" className="button button--secondary button--small" aria-label={t('actions.downloadLabel', { file: file.fileName })} onClick={() => void download(file)}>
                    {t('actions.download')}
                  </button>
                  {isPdfName(file.fileName) && (
                    <>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={t('actions.editLabel', { file: file.fileName })}
                        disabled={busy === file.fileName}
                        onClick={() => void edit(file)}
                      >
                        {t('actions.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={t('actions.viewLabel', { file: file.fileName })}
                        onClick={() => {
                          setAlert(null);
                          setModal({ kind: 'preview', file });
                        }}
                      >
                        {t('actions.view')}
                      </button>
                    </>
                  )}
                  {!file.isGenerated && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('actions.captionLabel', { file: file.fileName })}
                      onClick={() => setModal({ kind: 'caption', file })}
                    >
                      {t('actions.caption')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--danger button--small"
                    aria-label={t('actions.deleteLabel', { file: file.fileName })}
                    onClick={() => setModal({ kind: 'delete', file })}
                  >
                    {t('actions.delete')}
                  </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {modal?.kind === 'caption' && (
        <CaptionEditor
          email={email}
          file={modal.file}
          onCancel={() => setModal(null)}
          onSaved={(caption) => {
            setModal(null);
            setFiles((list) => list.map((f) => (f.fileName === modal.file.fileName ? { ...f, caption: caption || undefined } : f)));
          }}
        />
      )}
      {modal?.kind === 'delete' && <DeleteConfirm fileName={modal.file.fileName} onCancel={() => setModal(null)} onConfirm={() => void remove(modal.file)} />}
      {modal?.kind === 'preview' && (
        <Suspense fallback={<p role="status">{t('preview.loading')}</p>}>
          <PdfPreview
            email={email}
            fileName={modal.file.fileName}
            onClose={() => setModal(null)}
            onError={() => {
              setModal(null);
              setAlert('previewFailed');
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
