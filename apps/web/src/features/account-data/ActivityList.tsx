import type { AuditEntry } from '@i129f/petition/api/account-data.ts';
import { ACTION_LABELS, DATA_TEXT, ROLE_LABELS } from './texts.ts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function outcome(status: number): string {
  if (status >= 200 && status < 300) return 'Done';
  if (status === 403) return 'Refused';
  if (status === 404) return 'Not found';
  return `Failed (${status})`;
}

function who(entry: AuditEntry, viewerEmail: string): string {
  const role = ROLE_LABELS[entry.actor.role];
  if (entry.actor.email && entry.actor.email === viewerEmail) return `You (${role})`;
  if (!entry.actor.email) return `A deleted account (${role})`;
  return `${entry.actor.fullName ?? entry.actor.email} (${role}, ${entry.actor.email})`;
}

interface ActivityListProps {
  entries: AuditEntry[];
  viewerEmail: string;
  caption: string;
}

/** The audit entries as a table: When, Who, What, Result (a row per entry, screen-reader friendly headers). */
export function ActivityList({ entries, viewerEmail, caption }: ActivityListProps) {
  return (
    <div className="activity__scroll">
      <table className="activity__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td data-label="When">
                <time dateTime={new Date(e.at).toISOString()}>{when.format(e.at)}</time>
              </td>
              <th scope="row" data-label="Who">
                {who(e, viewerEmail)}
              </th>
              <td data-label="What">
                {ACTION_LABELS[e.action] ?? e.action}
                {e.file && <span className="activity__file">: {e.file.name ?? DATA_TEXT.fileGone}</span>}
                {e.count > 1 && <span className="activity__count"> ({e.count} times)</span>}
              </td>
              <td data-label="Result">{outcome(e.outcome)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
