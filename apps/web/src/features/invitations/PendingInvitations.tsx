import { useId, useState } from 'react';
import type { InvitationInfo } from '@i129f/petition/api/invitations.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { invitationsApi } from './invitationsApi.ts';
import { INVITE_TEXT } from './texts.ts';

export type PendingState = { load: 'loading' } | { load: 'error' } | { load: 'ready'; invitations: InvitationInfo[] };

const day = (ms: number) => new Date(ms).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Pending invitations with who sent them and until when they work; each can be revoked. */
export function PendingInvitations({ state, onChanged }: { state: PendingState; onChanged(): void }) {
  const titleId = useId();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function revoke(invitation: InvitationInfo) {
    setBusyId(invitation.id);
    setFailed(false);
    try {
      const r = await invitationsApi.revoke(invitation.id);
      if (!r.ok) setFailed(true);
    } catch {
      setFailed(true);
    }
    setBusyId(null);
    onChanged();
  }

  return (
    <section className="invite invite--pending" aria-labelledby={titleId}>
      <h2 id={titleId}>{INVITE_TEXT.pendingTitle}</h2>
      {failed && <p role="alert" className="invite__error">{INVITE_TEXT.revokeFailed}</p>}
      {state.load === 'loading' && (
        <p role="status">
          <Spinner /> Loading invitations…
        </p>
      )}
      {state.load === 'error' && <p role="alert" className="invite__error">{INVITE_TEXT.pendingLoadError}</p>}
      {state.load === 'ready' && state.invitations.length === 0 && <p className="invite__none">{INVITE_TEXT.pendingNone}</p>}
      {state.load === 'ready' && state.invitations.length > 0 && (
        <ul className="invite__list" aria-labelledby={titleId}>
          {state.invitations.map((i) => (
            <li key={i.id} className="invite__item">
              <div>
                <span className="invite__name">{i.fullName}</span> <span className="invite__email">{i.email}</span>
                <span className="invite__meta">
                  {i.userType === 'PARALEGAL' ? 'Paralegal' : 'Client'} · invited by {i.invitedBy.fullName} · link works until {day(i.expiresAt)}
                </span>
              </div>
              <button
                type="button"
                className="button button--small"
                onClick={() => void revoke(i)}
                disabled={busyId === i.id}
                aria-label={`${INVITE_TEXT.revoke} the invitation of ${i.fullName} (${i.email})`}
              >
                {INVITE_TEXT.revoke}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
