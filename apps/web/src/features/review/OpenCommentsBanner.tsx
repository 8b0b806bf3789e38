import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PetitionStatus } from '@i129f/petition/api/review.ts';
import { useUserInfo } from '../../session/session.ts';
import { reviewApi } from './reviewApi.ts';
import './review.css';

/**
 * For a client, on every signed-in page: 'Your law firm left N comments' while comments are open; once all are
 * answered after a send-back, a pointer to tell the firm it is ready again; in the chat of an approved petition, that the
 * answers are locked. Links to /comments.
 */
export function OpenCommentsBanner() {
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
          Your law firm left {seen.open === 1 ? '1 comment' : `${seen.open} comments`} on your petition. <Link to="/comments">See the comments</Link>
        </p>
      </div>
    );
  }
  if (seen.status === 'approved' && area === 'chat') {
    // The server refuses changed answers now (409 PETITION_LOCKED): say so where answers are changed.
    return (
      <div className="review__banner" role="status">
        <p>
          Your law firm approved your petition, so the answers are locked. Changes you make here are not saved; ask your lawyer or paralegal
          to re-open it.
        </p>
      </div>
    );
  }
  if (seen.status !== 'changes_requested') return null;
  return (
    <div className="review__banner" role="status">
      <p>
        You answered your law firm’s comments. <Link to="/comments">Tell them your petition is ready for review</Link>
      </p>
    </div>
  );
}
