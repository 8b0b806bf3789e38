import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useUserInfo } from '../../session/session.ts';
import { reviewApi } from './reviewApi.ts';
import './review.css';

/** For a client: 'Your law firm left N comments' on every page once signed in, until they are resolved. */
export function OpenCommentsBanner() {
  const user = useUserInfo();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(0);
  const client = user?.userType === 'CLIENT';
  const email = user?.email ?? '';
  // Asked again when the client moves between the chat, the comments page and the rest (answering resolves comments).
  const area = pathname.startsWith('/section/') ? 'chat' : pathname === '/comments' ? 'comments' : 'other';
  useEffect(() => {
    if (!client || !email) return;
    let live = true;
    reviewApi
      .comments(email)
      .then((r) => live && r.ok && setOpen(r.data.comments.filter((c) => c.resolvedAt === null).length))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, email, area]);
  if (!client || open === 0 || pathname === '/comments') return null;
  return (
    <div className="review__banner" role="status">
      <p>
        Your law firm left {open === 1 ? '1 comment' : `${open} comments`} on your petition. <Link to="/comments">See the comments</Link>
      </p>
    </div>
  );
}
