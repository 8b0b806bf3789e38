import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { STATUS_LABELS, type PetitionStatus, type ReviewResponse } from '@i129f/petition/api/review.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ActivityList } from '../account-data/ActivityList.tsx';
import { ReviewComments } from './ReviewComments.tsx';
import { ReviewItems } from './ReviewItems.tsx';
import { ReviewFiles, ReviewProgress } from './ReviewOverview.tsx';
import { reviewApi } from './reviewApi.ts';
import '../account-data/account-data.css';
import './review.css';

/** Whose petition to review: the Clients page passes it in router state (no e-mail addresses in URLs). */
export interface ReviewTarget {
  email: string;
  fullName?: string;
}

type Load = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: ReviewResponse };

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /review: a client's petition, read-only, for the firm — form items, Part 8, progress, files, comments, status, trail. */
export default function ReviewPage() {
  const user = useUserInfo();
  const target = (useLocation().state as { reviewOf?: ReviewTarget } | null)?.reviewOf;
  const email = target?.email ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [changedOnly, setChangedOnly] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const refresh = useCallback(async () => {
    try {
      const r = await reviewApi.get(email);
      setLoad(r.ok ? { kind: 'ready', data: r.data } : { kind: 'error' });
    } catch {
      setLoad({ kind: 'error' });
    }
  }, [email]);
  useEffect(() => {
    if (email) void refresh();
  }, [email, refresh]);

  if (!email || (user && user.userType === 'CLIENT')) {
    return (
      <section className="review" aria-labelledby="page-title">
        <h1 id="page-title">Petition review</h1>
        <p>
          Open a client’s petition from the <Link to="/clients">Clients page</Link>.
        </p>
      </section>
    );
  }
  if (load.kind === 'loading') return <PageLoading />;
  if (load.kind === 'error') {
    return (
      <section className="review" aria-labelledby="page-title">
        <h1 id="page-title">Petition review</h1>
        <Alert>The petition could not be loaded. Please try again.</Alert>
      </section>
    );
  }
  const data = load.data;
  const open = data.comments.filter((c) => c.resolvedAt === null).length;

  const act = async (label: string, call: () => Promise<{ ok: boolean }>) => {
    setNotice(null);
    const r = await call();
    setNotice(r.ok ? { tone: 'success', text: label } : { tone: 'error', text: 'That did not work. Please try again.' });
    await refresh();
  };
  const setStatus = (status: PetitionStatus, label: string) => act(label, () => reviewApi.setStatus(email, status));

  return (
    <section className="review" aria-labelledby="page-title">
      <p>
        <Link to="/clients">← Back to clients</Link>
      </p>
      <h1 id="page-title">Petition of {data.client.fullName}</h1>
      <p className="review__status">
        Status: <strong>{STATUS_LABELS[data.status]}</strong> · {open} open {open === 1 ? 'comment' : 'comments'} ·{' '}
        {data.lastReviewedAt ? `you last marked it reviewed ${when.format(data.lastReviewedAt)}` : 'you have not marked it reviewed yet'}
      </p>
      <div className="review__actions" role="group" aria-label="Review actions">
        <button type="button" className="button button--secondary" onClick={() => void act('Marked as reviewed.', () => reviewApi.mark(email))}>
          Mark as reviewed
        </button>
        {data.status !== 'changes_requested' && data.status !== 'approved' && (
          <button type="button" className="button button--secondary" disabled={open === 0} onClick={() => void setStatus('changes_requested', 'Sent back to the client with the open comments.')}>
            Send back for changes
          </button>
        )}
        {data.status !== 'approved' ? (
          <button type="button" className="button button--primary" onClick={() => void setStatus('approved', 'Approved. The answers are locked.')}>
            Approve
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => void setStatus('in_progress', 'Re-opened. The client can change answers again.')}>
            Re-open
          </button>
        )}
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      <h2>Answers on the form</h2>
      {data.review ? (
        <>
          <div className="review__filter">
            <input id="changed-only" type="checkbox" checked={changedOnly} disabled={data.lastReviewedAt === null} onChange={(e) => setChangedOnly(e.target.checked)} />
            <label htmlFor="changed-only">Only what changed since my last review</label>
            {data.removedSinceReview.length > 0 && <span> · {data.removedSinceReview.length} answers were removed since then</span>}
          </div>
          <ReviewItems
            items={data.review.items}
            comments={data.comments}
            changedOnly={changedOnly}
            onComment={async (answerKey, body) => {
              const r = await reviewApi.comment(email, { answerKey, body });
              if (!r.ok) return r.error?.fields?.[0]?.message ?? 'The comment could not be saved. Please try again.';
              setNotice({ tone: 'success', text: 'Comment saved.' });
              await refresh();
              return null;
            }}
          />
          <h2>Part 8. Additional Information</h2>
          {data.review.part8.length === 0 ? (
            <p>No Part 8 entries.</p>
          ) : (
            <ol className="review__part8">
              {data.review.part8.map((p, n) => (
                <li key={n}>
                  Page {p.page}, Part {p.part}, Item {p.item}: {p.text}
                </li>
              ))}
            </ol>
          )}
          <h2>Progress</h2>
          <ReviewProgress review={data.review} timeSpent={data.timeSpent} />
        </>
      ) : (
        <p>The client has not saved any answers yet.</p>
      )}
      <h2>Comments</h2>
      <ReviewComments comments={data.comments} />
      <h2>Documents</h2>
      <ReviewFiles email={email} files={data.files} />
      <h2>Review trail</h2>
      {data.trail.length === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <ActivityList entries={data.trail} viewerEmail={user?.email ?? ''} caption="Views, comments, status changes, downloads and answer changes by staff, newest first" />
      )}
    </section>
  );
}
