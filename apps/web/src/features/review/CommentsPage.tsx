import { useCallback, useEffect, useState } from 'react';
import type { CommentsResponse } from '@i129f/petition/api/review.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ReviewComments } from './ReviewComments.tsx';
import { reviewApi } from './reviewApi.ts';
import { useCommentsText } from './commentsTexts.ts';
import './review.css';

type Load = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: CommentsResponse };

/** /comments: the client's view of the firm's review — status, comments with 'Go to this question', 'Ready for review'. */
export default function CommentsPage() {
  const { t } = useCommentsText();
  const email = useUserInfo()?.email ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = useCallback(async () => {
    try {
      const r = await reviewApi.comments(email);
      setLoad(r.ok ? { kind: 'ready', data: r.data } : { kind: 'error' });
    } catch {
      setLoad({ kind: 'error' });
    }
  }, [email]);
  useEffect(() => {
    if (email) void refresh();
  }, [email, refresh]);

  if (load.kind === 'loading') return <PageLoading />;
  return (
    <section className="review" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      {load.kind === 'error' ? (
        <Alert>{t('loadError')}</Alert>
      ) : (
        <>
          <p className="review__status">
            {t('statusOf')} <strong>{t(`status.${load.data.status}`)}</strong>
          </p>
          {load.data.status === 'approved' && <p>{t('approved')}</p>}
          {(load.data.status === 'in_progress' || load.data.status === 'changes_requested') && (
            <div className="review__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={async () => {
                  const r = await reviewApi.setStatus(email, 'ready');
                  setNotice(r.ok ? { tone: 'success', text: t('readyDone') } : { tone: 'error', text: r.error?.message ?? t('failed') });
                  await refresh();
                }}
              >
                {t('markReady')}
              </button>
            </div>
          )}
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <h2>{t('heading')}</h2>
          <ReviewComments comments={load.data.comments} goTo />
        </>
      )}
    </section>
  );
}
