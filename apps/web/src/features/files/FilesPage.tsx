import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { saveBlob } from '../../api/saveBlob.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ReadyToMailLinks } from '../check-answers/ReadyToMailLinks.tsx';
import { DeleteConfirm } from './DeleteConfirm.tsx';
import { filesApi, isPdfName, type StoredFile } from './filesApi.ts';
import { editorPath } from './editorPath.ts';
import './files.css';

/** pdf.js is loaded only when a preview opens. */
const PdfPreview = lazy(() => import('./PdfPreview.tsx'));

type Modal = { kind: 'preview' | 'delete'; file: StoredFile } | null;
type Load = 'loading' | 'error' | 'ready';

export const FILES_TEXT = {
  empty: "You haven't generated any files yet.",
  loadError: 'Error loading documents.',
  deleteFailed: 'Failed to delete file',
  editorFailed: 'Failed to open editor',
  previewFailed: 'Failed to load PDF preview',
} as const;

/** /documents (spec §2 Documents): Name, Owner, Actions; preview, editor hand-off, delete confirmation. */
export default function FilesPage() {
  const navigate = useNavigate();
  const user = useUserInfo();
  const email = user?.email ?? '';
  const [load, setLoad] = useState<Load>('loading');
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [modal, setModal] = useState<Modal>(null);
  const [alert, setAlert] = useState<string | null>(null);
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
      setAlert(FILES_TEXT.editorFailed);
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
      setAlert(FILES_TEXT.deleteFailed);
    }
    await reload();
  }

  const owner = user?.fullName || email;

  return (
    <section className="files" aria-labelledby="page-title">
      <h1 id="page-title">Files</h1>
      <ReadyToMailLinks />
      {alert && <Alert>{alert}</Alert>}
      {load === 'loading' && (
        <p role="status" className="files__loading">
          <Spinner /> Loading your files…
        </p>
      )}
      {load === 'error' && <Alert>{FILES_TEXT.loadError}</Alert>}
      {load === 'ready' && files.length === 0 && <p className="files__empty">{FILES_TEXT.empty}</p>}
      {load === 'ready' && files.length > 0 && (
        <table className="files__table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Owner</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.fileName}>
                <th scope="row" className="files__name">
                  {file.fileName}
                </th>
                <td className="files__owner">{owner}</td>
                <td className="files__actions-cell">
                  <div className="files__actions">
                  <button type="button" className="button button--secondary button--small" aria-label={`Download ${file.fileName}`} onClick={() => void download(file)}>
                    Download
                  </button>
                  {isPdfName(file.fileName) && (
                    <>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={`Edit ${file.fileName}`}
                        disabled={busy === file.fileName}
                        onClick={() => void edit(file)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={`View ${file.fileName}`}
                        onClick={() => {
                          setAlert(null);
                          setModal({ kind: 'preview', file });
                        }}
                      >
                        View
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className="button button--danger button--small"
                    aria-label={`Delete ${file.fileName}`}
                    onClick={() => setModal({ kind: 'delete', file })}
                  >
                    Delete
                  </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {modal?.kind === 'delete' && <DeleteConfirm fileName={modal.file.fileName} onCancel={() => setModal(null)} onConfirm={() => void remove(modal.file)} />}
      {modal?.kind === 'preview' && (
        <Suspense fallback={<p role="status">Loading the preview…</p>}>
          <PdfPreview
            email={email}
            fileName={modal.file.fileName}
            onClose={() => setModal(null)}
            onError={() => {
              setModal(null);
              setAlert(FILES_TEXT.previewFailed);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
