import { lazy, Suspense, useState } from 'react';
import type { ReviewResponse } from '@i129f/petition/api/review.ts';
import type { SectionId } from '@i129f/petition/engine/types.ts';
import { interview } from '@i129f/petition/interview.ts';
import { saveBlob } from '../../api/saveBlob.ts';
import { Alert } from '../../ui/Alert.tsx';
import { filesApi, isPdfName } from '../files/filesApi.ts';
import { useInterviewLocalizer } from '../chat/useInterviewLocalizer.ts';
import { useReviewText } from './reviewTexts.ts';

const PdfPreview = lazy(() => import('../files/PdfPreview.tsx'));

type T = ReturnType<typeof useReviewText>['t'];
const minutes = (t: T, seconds: number) => (seconds < 60 ? t('progress.seconds', { n: seconds }) : t('progress.minutes', { n: Math.round(seconds / 60) }));

/** A timeSpent page's name: 'Chat3' is section 3's title in the reader's language; another page as recorded. */
function pageName(page: string, title: (id: SectionId, english: string) => string): string {
  const id = Number(/^Chat(\d+)$/.exec(page)?.[1] ?? NaN) as SectionId;
  const english = interview.registry.sections.get(id)?.def.title;
  return english ? title(id, english) : page;
}

/** Progress per section and time spent per page. */
export function ReviewProgress({ review, timeSpent }: { review: NonNullable<ReviewResponse['review']>; timeSpent: Record<string, number> }) {
  const { t } = useReviewText();
  const local = useInterviewLocalizer();
  return (
    <div className="review__grid">
      <table className="review__table review__table--small">
        <caption>{t('progress.caption', { percent: review.progressPercent })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('progress.section')}</th>
            <th scope="col">{t('progress.status')}</th>
            <th scope="col">{t('progress.answers')}</th>
            <th scope="col">{t('progress.timeSpent')}</th>
          </tr>
        </thead>
        <tbody>
          {review.sections.map((s) => (
            <tr key={s.id}>
              <th scope="row">{local.title(s.id, s.title)}</th>
              <td>{t(`progress.sectionStatus.${s.status}`)}</td>
              <td>{s.answered}</td>
              <td>{timeSpent[`Chat${s.id}`] !== undefined ? minutes(t, timeSpent[`Chat${s.id}`]!) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="review__table review__table--small">
        <caption>{t('progress.perPage')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('progress.page')}</th>
            <th scope="col">{t('progress.time')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(timeSpent).length === 0 ? (
            <tr>
              <td colSpan={2}>{t('progress.noTime')}</td>
            </tr>
          ) : (
            Object.entries(timeSpent).map(([page, s]) => (
              <tr key={page}>
                <th scope="row">{pageName(page, local.title)}</th>
                <td>{minutes(t, s)}</td>
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
  const { t } = useReviewText();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (name: string) => {
    setError(null);
    const r = await filesApi.download(email, name);
    if (r.ok) saveBlob(r.data, name);
    else setError(t('files.downloadFailed'));
  };
  const groups = [
    { key: 'uploaded', title: t('files.uploaded'), list: files.filter((f) => !f.isGenerated) },
    { key: 'generated', title: t('files.generated'), list: files.filter((f) => f.isGenerated) },
  ];
  return (
    <>
      {groups.map((g) => (
        <section key={g.key} aria-label={g.title}>
          <h3>{g.title}</h3>
          {g.list.length === 0 ? (
            <p>{t('files.none')}</p>
          ) : (
            <ul className="review__files">
              {g.list.map((f) => (
                <li key={f.name}>
                  <bdi className="review__file-name">{f.name}</bdi>
                  {isPdfName(f.name) && (
                    <button type="button" className="button button--small button--secondary" aria-label={t('files.previewLabel', { name: f.name })} onClick={() => setPreview(f.name)}>
                      {t('files.preview')}
                    </button>
                  )}
                  <button type="button" className="button button--small button--secondary" aria-label={t('files.downloadLabel', { name: f.name })} onClick={() => void download(f.name)}>
                    {t('files.download')}
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
          <PdfPreview email={email} fileName={preview} onClose={() => setPreview(null)} onError={() => { setPreview(null); setError(t('files.previewFailed')); }} />
        </Suspense>
      )}
    </>
  );
}
