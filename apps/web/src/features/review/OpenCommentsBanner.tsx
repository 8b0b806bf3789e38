import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PetitionStatus } from '@i129f/petition/api/review.ts';
import { useUserInfo } from '../../session/session.ts';
import { reviewApi } from './reviewApi.ts';
import { useCommentsText } from './commentsTexts.ts';
import './review.css';

/**
 * For a client, on every signed-in page: 'Your law firm left N comments' while comments are open; once all are
 * answered after a send-back, a pointer to tell the firm it is ready again; in the chat of an approved petition, that the
 * answers are locked. Links to /comments.
 */
export function OpenCommentsBanner() {
  const { t } = useCommentsText();
  const user = useUserInfo();
  const { pathname } = useLocation();
  const [seen, setSeen] = useState<{ open: number; status: PetitionStatus } | null>(null);
  const client = user?.userType === 'CLIENT';
  const email = user?.email ?? '';
  // Asked again when the client moves between the chat, the comments page and the rest (answering resolves comments).
  const area = pathname.startsWith('/section/') ? 'chat' : pathname === '/comments' ? 'comments' : 'other';
  useEffect(() => {
    if (!client || !email) return;
    let live = true;
    reviewApi
      .comments(email)
      .then((r) => live && r.ok && setSeen({ open: r.data.comments.filter((c) => c.resolvedAt === null).length, status: r.data.status }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, email, area]);
  if (!client || !seen || pathname === '/comments') return null;
  if (seen.open > 0) {
    return (
      <div className="review__banner" role="status">
        <p>
          {t('banner', { count: seen.open })} <Link to="/comments">{t('seeComments')}</Link>
        </p>
      </div>
    );
  }
  if (seen.status === 'approved' && area === 'chat') {
    // The server refuses changed answers now (409 PETITION_LOCKED): say so where answers are changed.
    return (
      <div className="review__banner" role="status">
        <p>
          {t('locked')}
        </p>
      </div>
    );
  }
  if (seen.status !== 'changes_requested') return null;
  return (
    <div className="review__banner" role="status">
      <p>
        {t('answered')} <Link to="/comments">{t('tellReady')}</Link>
      </p>
    </div>
  );
}
