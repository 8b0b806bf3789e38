import type { AuditEntry } from '@i129f/petition/api/account-data.ts';
import { useDateTimeFormat } from '../../i18n/dateFormat.ts';
import { actionKey, useDataText } from './texts.ts';

type T = ReturnType<typeof useDataText>;

function outcome(t: T, status: number): string {
  if (status >= 200 && status < 300) return t('done');
  if (status === 403) return t('refused');
  if (status === 404) return t('notFound');
  return t('failed', { status });
}

function who(t: T, entry: AuditEntry, viewerEmail: string): string {
  const role = t(`roles.${entry.actor.role}`);
  if (entry.actor.email && entry.actor.email === viewerEmail) return t('you', { role });
  if (!entry.actor.email) return t('deletedAccount', { role });
  return t('someone', { name: entry.actor.fullName ?? entry.actor.email, role, email: entry.actor.email });
}

function what(t: T, entry: AuditEntry): string {
  if (entry.status) return t('statusChangedTo', { status: t(`petitionStatus.${entry.status}`) });
  const key = actionKey(entry.action);
  return key ? t(key) : entry.action;
}

/** An answer change: its key, and the values when the trail gives them (the firm's review); '—' for none. */
function answerText(answer: NonNullable<AuditEntry['answer']>): string {
  if (answer.oldValue === undefined && answer.newValue === undefined) return answer.key;
  return `${answer.key} (${answer.oldValue ?? '—'} → ${answer.newValue ?? '—'})`;
}

interface ActivityListProps {
  entries: AuditEntry[];
  viewerEmail: string;
  caption: string;
}

/** The audit entries as a table: When, Who, What, Result (a row per entry, screen-reader friendly headers). */
export function ActivityList({ entries, viewerEmail, caption }: ActivityListProps) {
  const t = useDataText();
  const when = useDateTimeFormat();
  return (
    <div className="activity__scroll">
      <table className="activity__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('when')}</th>
            <th scope="col">{t('who')}</th>
            <th scope="col">{t('what')}</th>
            <th scope="col">{t('result')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td data-label={t('when')}>
                <time dateTime={new Date(e.at).toISOString()}>{when.format(e.at)}</time>
              </td>
              <th scope="row" data-label={t('who')}>
                {who(t, e, viewerEmail)}
              </th>
              <td data-label={t('what')}>
                {what(t, e)}
                {e.file && <span className="activity__file">: {e.file.name ?? t('fileGone')}</span>}
                {e.answer && <span className="activity__file">: {answerText(e.answer)}</span>}
                {e.count > 1 && <span className="activity__count">{t('times', { count: e.count })}</span>}
              </td>
              <td data-label={t('result')}>{outcome(t, e.outcome)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
