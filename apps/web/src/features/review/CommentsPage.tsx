import { useCallback, useEffect, useState } from 'react';
import { STATUS_LABELS, type CommentsResponse } from '@i129f/petition/api/review.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ReviewComments } from './ReviewComments.tsx';
import { reviewApi } from './reviewApi.ts';
import './review.css';

type Load = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: CommentsResponse };

/** /comments: the client's view of the firm's review — status, comments with 'Go to this question', 'Ready for review'. */
export default function CommentsPage() {
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
      <h1 id="page-title">Comments from your law firm</h1>
      {load.kind === 'error' ? (
        <Alert>The comments could not be loaded. Please try again.</Alert>
      ) : (
        <>
          <p className="review__status">
            Status of your petition: <strong>{STATUS_LABELS[load.data.status]}</strong>
          </p>
          {load.data.status === 'approved' && <p>Your law firm approved your petition. The answers are locked; ask them if something must change.</p>}
          {(load.data.status === 'in_progress' || load.data.status === 'changes_requested') && (
            <div className="review__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={async () => {
                  const r = await reviewApi.setStatus(email, 'ready');
                  setNotice(r.ok ? { tone: 'success', text: 'Your law firm can now review your petition.' } : { tone: 'error', text: r.error?.message ?? 'That did not work. Please try again.' });
                  await refresh();
                }}
              >
                My petition is ready for review
              </button>
            </div>
          )}
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <h2>Comments</h2>
          <ReviewComments comments={load.data.comments} goTo />
        </>
      )}
    </section>
  );
}
