import { useId, useState } from 'react';
import type { ReviewComment, ReviewItemView } from '@i129f/petition/api/review.ts';
import { COMMENT_MAX_LENGTH } from '@i129f/petition/api/review.ts';
import { Alert } from '../../ui/Alert.tsx';

interface ReviewItemsProps {
  items: ReviewItemView[];
  comments: ReviewComment[];
  changedOnly: boolean;
  onComment(answerKey: string, body: string): Promise<string | null>;
}

/** The answers as the official items, in form order: Part, Item, printed label, answer, the question that asked it. */
export function ReviewItems({ items, comments, changedOnly, onComment }: ReviewItemsProps) {
  const open = new Map<string, number>();
  for (const c of comments) if (c.resolvedAt === null) open.set(c.answerKey, (open.get(c.answerKey) ?? 0) + 1);
  const shown = changedOnly ? items.filter((i) => i.changed) : items;
  return (
    <div className="review__scroll">
      <table className="review__table">
        <caption>
          {changedOnly ? `${shown.length} of ${items.length} answers changed since your last review` : `${items.length} answers, in the order of form I-129F`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Item</th>
            <th scope="col">Label on the form</th>
            <th scope="col">Answer</th>
            <th scope="col">Question in the interview</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((i) => (
            <tr key={i.key} className={i.changed ? 'review__row--changed' : undefined}>
              <td>{i.part}</td>
              <td>{i.item}</td>
              <td>{i.label}</td>
              <th scope="row" className="review__answer">
                {i.answer}
                {i.changed && <span className="review__badge"> Changed</span>}
              </th>
              <td className="review__question">{i.question}</td>
              <td>
                <CommentCell item={i} openCount={open.get(i.key) ?? 0} onComment={onComment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CommentCell({ item, openCount, onComment }: { item: ReviewItemView; openCount: number; onComment: ReviewItemsProps['onComment'] }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const what = `Part ${item.part}, Item ${item.item}`;
  if (draft === null) {
    return (
      <>
        {openCount > 0 && <span className="review__open">{openCount} open</span>}
        <button type="button" className="button button--small button--secondary" aria-label={`Comment on ${what}: ${item.label}`} onClick={() => setDraft('')}>
          Comment
        </button>
      </>
    );
  }
  return (
    <form
      className="review__comment-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!draft.trim()) return setError('Write the comment.');
        setBusy(true);
        void onComment(item.key, draft).then((failure) => {
          setBusy(false);
          if (failure) setError(failure);
          else setDraft(null);
        });
      }}
    >
      <label htmlFor={`${id}-body`}>Comment on {what}</label>
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
          Send comment
        </button>
        <button type="button" className="button button--small button--secondary" onClick={() => setDraft(null)}>
          Cancel
        </button>
      </div>
      {busy && <Alert tone="info">Sending…</Alert>}
    </form>
  );
}
