import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationInfo } from '@i129f/petition/api/invitations.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { invitationsApi } from './invitationsApi.ts';

export type PendingState = { load: 'loading' } | { load: 'error' } | { load: 'ready'; invitations: InvitationInfo[] };

/** The date in the reader's language (the browser's own format for English, as before). */
const day = (ms: number, language: string) => new Date(ms).toLocaleDateString(language === 'en' ? undefined : language, { year: 'numeric', month: 'short', day: 'numeric' });

/** Pending invitations with who sent them and until when they work; each can be revoked. */
export function PendingInvitations({ state, onChanged }: { state: PendingState; onChanged(): void }) {
  const { t, i18n } = useTranslation('invitations');
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
      <h2 id={titleId}>{t('pendingTitle')}</h2>
      {failed && <p role="alert" className="invite__error">{t('revokeFailed')}</p>}
      {state.load === 'loading' && (
        <p role="status">
          <Spinner /> {t('pendingLoading')}
        </p>
      )}
      {state.load === 'error' && <p role="alert" className="invite__error">{t('pendingLoadError')}</p>}
      {state.load === 'ready' && state.invitations.length === 0 && <p className="invite__none">{t('pendingNone')}</p>}
      {state.load === 'ready' && state.invitations.length > 0 && (
        <ul className="invite__list" aria-labelledby={titleId}>
          {state.invitations.map((i) => (
            <li key={i.id} className="invite__item">
              <div>
                <bdi className="invite__name">{i.fullName}</bdi> <bdi className="invite__email">{i.email}</bdi>
                <span className="invite__meta">
                  {t('pendingMeta', {
                    type: i.userType === 'PARALEGAL' ? t('typeParalegal') : t('typeClient'),
                    inviter: i.invitedBy.fullName,
                    date: day(i.expiresAt, i18n.language),
                  })}
                </span>
              </div>
              <button
                type="button"
                className="button button--small"
                onClick={() => void revoke(i)}
                disabled={busyId === i.id}
                aria-label={t('revokeLabel', { name: i.fullName, email: i.email })}
              >
                {t('revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
