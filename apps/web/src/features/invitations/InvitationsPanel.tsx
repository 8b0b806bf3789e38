import { useCallback, useEffect, useState } from 'react';
import { invitations } from '@i129f/petition/i18n/en/invitations.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { InviteForm } from './InviteForm.tsx';
import { PendingInvitations, type PendingState } from './PendingInvitations.tsx';
import { invitationsApi } from './invitationsApi.ts';
import './invitations.css';

registerEnglish('invitations', invitations);

/** The Clients page's invitation part: invite a client (a lawyer also adds paralegals) and the pending invitations. */
export function InvitationsPanel({ lawyer }: { lawyer: boolean }) {
  const [pending, setPending] = useState<PendingState>({ load: 'loading' });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    let live = true;
    invitationsApi.list().then(
      (r) => live && setPending(r.ok && Array.isArray(r.data?.invitations) ? { load: 'ready', invitations: r.data.invitations } : { load: 'error' }),
      () => live && setPending({ load: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [generation]);

  return (
    <div className="invitations">
      <div className="invitations__forms">
        <InviteForm userType="CLIENT" onSent={reload} />
        {lawyer && <InviteForm userType="PARALEGAL" onSent={reload} />}
      </div>
      <PendingInvitations state={pending} onChanged={reload} />
    </div>
  );
}
