import { useId, useState } from 'react';
import type { ReviewComment, ReviewItemView } from '@i129f/petition/api/review.ts';
import { COMMENT_MAX_LENGTH } from '@i129f/petition/api/review.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useReviewText } from './reviewTexts.ts';

interface ReviewItemsProps {
  items: ReviewItemView[];
  comments: ReviewComment[];
  changedOnly: boolean;
  /** `itemId`: the row commented on (a derived row's `answerKey` is the answer it comes from). */
  onComment(answerKey: string, body: string, itemId: string): Promise<string | null>;
}

type T = ReturnType<typeof useReviewText>['t'];

/** What a derived row's value comes from, shown above the question it leads to. */
function derivedText(t: T, derived: NonNullable<ReviewItemView['derived']>): string {
  if (derived.kind === 'sameAs') return t('items.sameAs', { part: derived.part, item: derived.item, label: derived.label });
  return derived.kind === 'answer' ? t('items.fromAnswer') : t('items.byRule');
}

/**
 * Every item the PDF fills, in form order: Part, Item, printed label, value, the question the client answered (for a
 * derived value — the mailing address that is the physical one, an address copied — what it comes from and the
 * question of that answer, which a comment on the row is tied to).
 */
export function ReviewItems({ items, comments, changedOnly, onComment }: ReviewItemsProps) {
  const { t } = useReviewText();
  const open = new Map<string, number>();
  for (const c of comments) if (c.resolvedAt === null) open.set(c.answerKey, (open.get(c.answerKey) ?? 0) + 1);
  const shown = changedOnly ? items.filter((i) => i.changed) : items;
  return (
    <div className="review__scroll">
      <table className="review__table">
        <caption>
          {changedOnly ? t('items.changedCaption', { shown: shown.length, count: items.length }) : t('items.caption', { count: items.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('items.part')}</th>
            <th scope="col">{t('items.item')}</th>
            <th scope="col">{t('items.label')}</th>
            <th scope="col">{t('items.answer')}</th>
            <th scope="col">{t('items.question')}</th>
            <th scope="col">{t('items.comment')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((i) => (
            <tr key={i.id} className={i.changed ? 'review__row--changed' : undefined}>
              <td>{i.part}</td>
              <td>{i.item}</td>
              <td>{i.label}</td>
              <th scope="row" className="review__answer">
                {i.answer}
                {i.changed && <span className="review__badge"> {t('items.changed')}</span>}
                {/* Issue 24: who answered what. */}
                {i.byBeneficiary && <span className="review__badge review__badge--beneficiary"> {t('items.byBeneficiary')}</span>}
              </th>
              <td className="review__question">
                {i.derived && <span className="review__derived">{derivedText(t, i.derived)} </span>}
                {i.question}
              </td>
              <td>{i.key !== null && <CommentCell item={i} answerKey={i.key} openCount={open.get(i.key) ?? 0} onComment={onComment} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CommentCell({ item, answerKey, openCount, onComment }: { item: ReviewItemView; answerKey: string; openCount: number; onComment: ReviewItemsProps['onComment'] }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useReviewText();
  const id = useId();
  const where = { part: item.part, item: item.item };
  if (draft === null) {
    return (
      <>
        {openCount > 0 && <span className="review__open">{t('items.open', { count: openCount })}</span>}
        <button type="button" className="button button--small button--secondary" aria-label={t('items.commentOnLabel', { ...where, label: item.label })} onClick={() => setDraft('')}>
          {t('items.comment')}
        </button>
      </>
    );
  }
  return (
    <form
      className="review__comment-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!draft.trim()) return setError(t('items.writeComment'));
        setBusy(true);
        void onComment(answerKey, draft, item.id).then((failure) => {
          setBusy(false);
          if (failure) setError(failure);
          else setDraft(null);
        });
      }}
    >
      <label htmlFor={`${id}-body`}>{t('items.commentOn', where)}</label>
      <textarea
        id={`${id}-body`}
        value={draft}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setDraft(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="review__error">
          {error}
        </p>
      )}
      <div className="review__actions">
        <button type="submit" className="button button--small button--primary" disabled={busy}>
          {t('items.send')}
        </button>
        <button type="button" className="button button--small button--secondary" onClick={() => setDraft(null)}>
          {t('items.cancel')}
        </button>
      </div>
      {busy && <Alert tone="info">{t('items.sending')}</Alert>}
    </form>
  );
}
