import { useCallback, useEffect, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PetitionStatus, ReviewResponse } from '@i129f/petition/api/review.ts';
import { useDateTimeFormat } from '../../i18n/dateFormat.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ActivityList } from '../account-data/ActivityList.tsx';
import { ReviewComments } from './ReviewComments.tsx';
import { ReviewEvidence } from './ReviewEvidence.tsx';
import { ReviewItems } from './ReviewItems.tsx';
import { ReviewFiles, ReviewProgress } from './ReviewOverview.tsx';
import { reviewApi } from './reviewApi.ts';
import { useReviewText } from './reviewTexts.ts';
import '../account-data/account-data.css';
import './review.css';

/** Whose petition to review: the Clients page passes it in router state (no e-mail addresses in URLs). */
export interface ReviewTarget {
  email: string;
  fullName?: string;
}

type Load = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: ReviewResponse };

/** /review: a client's petition, read-only, for the firm — form items, Part 8, progress, files, comments, status, trail. */
export default function ReviewPage() {
  const { t, i18n } = useReviewText();
  const when = useDateTimeFormat();
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
  // The server writes the question column in the request's language: a language change asks again.
  useEffect(() => {
    if (email) void refresh();
  }, [email, refresh, i18n.language]);

  if (!email || (user && user.userType === 'CLIENT')) {
    return (
      <section className="review" aria-labelledby="page-title">
        <h1 id="page-title">{t('title')}</h1>
        <p>
          <Trans t={t} i18nKey="openFromClients" components={{ clients: <Link to="/clients" /> }} />
        </p>
      </section>
    );
  }
  if (load.kind === 'loading') return <PageLoading />;
  if (load.kind === 'error') {
    return (
      <section className="review" aria-labelledby="page-title">
        <h1 id="page-title">{t('title')}</h1>
        <Alert>{t('loadError')}</Alert>
      </section>
    );
  }
  const data = load.data;
  const open = data.comments.filter((c) => c.resolvedAt === null).length;

  const act = async (label: string, call: () => Promise<{ ok: boolean }>) => {
    setNotice(null);
    const r = await call();
    setNotice(r.ok ? { tone: 'success', text: label } : { tone: 'error', text: t('actions.failed') });
    await refresh();
  };
  const setStatus = (status: PetitionStatus, label: string) => act(label, () => reviewApi.setStatus(email, status));

  return (
    <section className="review" aria-labelledby="page-title">
      <p>
        <Link to="/clients">{t('backToClients')}</Link>
      </p>
      <h1 id="page-title">{t('petitionOf', { name: data.client.fullName })}</h1>
      {data.beneficiary && (
        <p className="review__beneficiary">
          {t(data.beneficiary.active ? 'beneficiaryAnswers' : 'beneficiaryEnded', { name: data.beneficiary.fullName, email: data.beneficiary.email, badge: t('items.byBeneficiary') })}
        </p>
      )}
      <p className="review__status">
        {t('statusOf')} <strong>{t(`status.${data.status}`)}</strong> · {t('openComments', { count: open })} ·{' '}
        {data.lastReviewedAt ? t('lastReviewed', { when: when.format(data.lastReviewedAt) }) : t('notReviewed')}
      </p>
      <div className="review__actions" role="group" aria-label={t('actions.label')}>
        <button type="button" className="button button--secondary" onClick={() => void act(t('actions.markedReviewed'), () => reviewApi.mark(email))}>
          {t('actions.markReviewed')}
        </button>
        {data.status !== 'changes_requested' && data.status !== 'approved' && (
          <button type="button" className="button button--secondary" disabled={open === 0} onClick={() => void setStatus('changes_requested', t('actions.sentBack'))}>
            {t('actions.sendBack')}
          </button>
        )}
        {data.status !== 'approved' ? (
          <button type="button" className="button button--primary" onClick={() => void setStatus('approved', t('actions.approvedDone'))}>
            {t('actions.approve')}
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => void setStatus('in_progress', t('actions.reopened'))}>
            {t('actions.reopen')}
          </button>
        )}
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      <h2>{t('answersHeading')}</h2>
      {data.review ? (
        <>
          <div className="review__filter">
            <input id="changed-only" type="checkbox" checked={changedOnly} disabled={data.lastReviewedAt === null} onChange={(e) => setChangedOnly(e.target.checked)} />
            <label htmlFor="changed-only">{t('changedOnly')}</label>
            {data.removedSinceReview.length > 0 && <span> · {t('removed', { count: data.removedSinceReview.length })}</span>}
          </div>
          <ReviewItems
            items={data.review.items}
            comments={data.comments}
            changedOnly={changedOnly}
            onComment={async (answerKey, body, itemId) => {
              const r = await reviewApi.comment(email, { answerKey, body, itemId });
              if (!r.ok) return r.error?.fields?.[0]?.message ?? t('items.saveFailed');
              setNotice({ tone: 'success', text: t('items.saved') });
              await refresh();
              return null;
            }}
          />
          <h2>{t('part8Heading')}</h2>
          {data.review.part8.length === 0 ? (
            <p>{t('noPart8')}</p>
          ) : (
            <ol className="review__part8">
              {data.review.part8.map((p, n) => (
                <li key={n}>{t('part8Entry', { page: p.page, part: p.part, item: p.item, text: p.text })}</li>
              ))}
            </ol>
          )}
          <h2>{t('progressHeading')}</h2>
          <ReviewProgress review={data.review} timeSpent={data.timeSpent} />
        </>
      ) : (
        <p>{t('noAnswers')}</p>
      )}
      <h2>{t('commentsHeading')}</h2>
      <ReviewComments comments={data.comments} />
      {data.evidence && data.evidence.length > 0 && (
        <>
          <h2>{t('evidenceHeading')}</h2>
          <ReviewEvidence rows={data.evidence} />
        </>
      )}
      <h2>{t('documentsHeading')}</h2>
      <ReviewFiles email={email} files={data.files} />
      <h2>{t('trailHeading')}</h2>
      {data.trail.length === 0 ? (
        <p>{t('trailEmpty')}</p>
      ) : (
        <ActivityList entries={data.trail} viewerEmail={user?.email ?? ''} caption={t('trailCaption')} />
      )}
    </section>
  );
}
