import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { InvitationCheck } from '@i129f/petition/api/invitations.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { AcceptForm } from './AcceptForm.tsx';
import { invitationsApi, readInvitationToken } from './invitationsApi.ts';
import { INVITE_TEXT } from './texts.ts';

type PageState = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'ready'; token: string; info: InvitationCheck };

/**
 * /invitation#token=… (issue 10.1): shows who invited whom, then either sets the password of the new account
 * or — when the email already has an account — signs in as it (or uses the session) and links it.
 */
export default function AcceptInvitationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => readInvitationToken(location.hash));
  const [state, setState] = useState<PageState>({ kind: 'checking' });

  // The token leaves the address bar (and so the history and any screenshot of it) as soon as it is read.
  useEffect(() => {
    if (location.hash) void navigate(location.pathname, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  useEffect(() => {
    let live = true;
    if (!token) {
      setState({ kind: 'invalid' });
      return;
    }
    invitationsApi.check(token).then(
      (r) => live && setState(r.ok && r.data ? { kind: 'ready', token, info: r.data } : { kind: r.status >= 500 ? 'failed' : 'invalid' }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthLayout
      title={INVITE_TEXT.acceptTitle}
      footer={
        <>
          Already linked? <Link to="/login">Sign in</Link>
        </>
      }
    >
      {state.kind === 'checking' && <PageLoading />}
      {state.kind === 'invalid' && <Alert>{INVITE_TEXT.invalid}</Alert>}
      {state.kind === 'failed' && <Alert>Unexpected error. Please contact support.</Alert>}
      {state.kind === 'ready' && (
        <>
          <p className="invite-accept__lead">
            {state.info.inviterName}{' '}
            {state.info.userType === 'PARALEGAL' ? 'added you as a paralegal' : 'invited you to prepare your I-129F petition with their firm'} (
            <strong>{state.info.email}</strong>).
          </p>
          <AcceptForm token={state.token} info={state.info} />
        </>
      )}
    </AuthLayout>
  );
}
