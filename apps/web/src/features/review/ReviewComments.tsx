import { Link } from 'react-router';
import type { ReviewComment } from '@i129f/petition/api/review.ts';
import { questionLink } from '@i129f/petition/review/go-to-question.ts';
import { useDateTimeFormat } from '../../i18n/dateFormat.ts';
import { useCommentsText } from './commentsTexts.ts';

/** Comments, open first. `goTo`: each open one links to its question in the chat (the client's view). */
export function ReviewComments({ comments, goTo = false }: { comments: ReviewComment[]; goTo?: boolean }) {
  const { t } = useCommentsText();
  const when = useDateTimeFormat();
  if (comments.length === 0) return <p>{t('none')}</p>;
  return (
    <ul className="review__comments">
      {comments.map((c) => (
        <li key={c.id} className={c.resolvedAt === null ? 'review__comment' : 'review__comment review__comment--resolved'}>
          <p className="review__comment-item">{c.itemLabel}</p>
          <p className="review__comment-body">{c.body}</p>
          <p className="review__comment-meta">
            {c.author.fullName ?? t('yourFirm')}, {when.format(c.createdAt)} ·{' '}
            {c.resolvedAt === null ? <strong>{t('open')}</strong> : t('resolved', { when: when.format(c.resolvedAt) })}
          </p>
          {goTo && c.resolvedAt === null && c.sectionId !== null && (
            <Link to={questionLink(c.sectionId, c.answerKey)} aria-label={t('goToLabel', { item: c.itemLabel })}>
              {t('goTo')}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
