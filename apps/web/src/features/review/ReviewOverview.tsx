import { lazy, Suspense, useState } from 'react';
import type { ReviewResponse } from '@i129f/petition/api/review.ts';
import { saveBlob } from '../../api/saveBlob.ts';
import { Alert } from '../../ui/Alert.tsx';
import { filesApi, isPdfName } from '../files/filesApi.ts';

const PdfPreview = lazy(() => import('../files/PdfPreview.tsx'));

const minutes = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`);

/** Progress per section and time spent per page. */
export function ReviewProgress({ review, timeSpent }: { review: NonNullable<ReviewResponse['review']>; timeSpent: Record<string, number> }) {
  const STATUS = { complete: 'Complete', started: 'Started', 'not-started': 'Not started' } as const;
  return (
    <div className="review__grid">
      <table className="review__table review__table--small">
        <caption>Progress: {review.progressPercent}%</caption>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">Status</th>
            <th scope="col">Answers</th>
            <th scope="col">Time spent</th>
          </tr>
        </thead>
        <tbody>
          {review.sections.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.title}</th>
              <td>{STATUS[s.status]}</td>
              <td>{s.answered}</td>
              <td>{timeSpent[`Chat${s.id}`] !== undefined ? minutes(timeSpent[`Chat${s.id}`]!) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="review__table review__table--small">
        <caption>Time spent per page</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(timeSpent).length === 0 ? (
            <tr>
              <td colSpan={2}>No time recorded yet.</td>
            </tr>
          ) : (
            Object.entries(timeSpent).map(([page, s]) => (
              <tr key={page}>
                <th scope="row">{page}</th>
                <td>{minutes(s)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Uploaded documents and generated files: preview (PDF, the Files page's viewer) and download (audited on the server). */
export function ReviewFiles({ email, files }: { email: string; files: ReviewResponse['files'] }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (name: string) => {
    setError(null);
    const r = await filesApi.download(email, name);
    if (r.ok) saveBlob(r.data, name);
    else setError('The file could not be downloaded. Please try again.');
  };
  const groups = [
    { title: 'Uploaded documents', list: files.filter((f) => !f.isGenerated) },
    { title: 'Generated files', list: files.filter((f) => f.isGenerated) },
  ];
  return (
    <>
      {groups.map((g) => (
        <section key={g.title} aria-label={g.title}>
          <h3>{g.title}</h3>
          {g.list.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul className="review__files">
              {g.list.map((f) => (
                <li key={f.name}>
                  <span className="review__file-name">{f.name}</span>
                  {isPdfName(f.name) && (
                    <button type="button" className="button button--small button--secondary" aria-label={`Preview ${f.name}`} onClick={() => setPreview(f.name)}>
                      Preview
                    </button>
                  )}
                  <button type="button" className="button button--small button--secondary" aria-label={`Download ${f.name}`} onClick={() => void download(f.name)}>
                    Download
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {error && <Alert>{error}</Alert>}
      {preview && (
        <Suspense fallback={null}>
          <PdfPreview email={email} fileName={preview} onClose={() => setPreview(null)} onError={() => { setPreview(null); setError('Failed to load PDF preview'); }} />
        </Suspense>
      )}
    </>
  );
}
