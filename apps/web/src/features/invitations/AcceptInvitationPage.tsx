import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { InvitationCheck } from '@i129f/petition/api/invitations.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { AcceptForm } from './AcceptForm.tsx';
import { StaffAcceptForm } from './StaffAcceptForm.tsx';
import { invitationsApi, readInvitationToken } from './invitationsApi.ts';
import { invitations } from '@i129f/petition/i18n/en/invitations.ts';
import { registerEnglish } from '../../i18n/i18n.ts';

registerEnglish('invitations', invitations);

type PageState = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'ready'; token: string; info: InvitationCheck };

/**
 * /invitation#token=… (issue 10.1): shows who invited whom, then either sets the password of the new account
 * or — when the email already has an account — signs in as it (or uses the session) and links it.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation('invitations');
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
      title={t('acceptTitle')}
      footer={
        <>
          {t('alreadyLinked')} <Link to="/login">{t('signIn')}</Link>
        </>
      }
    >
      {state.kind === 'checking' && <PageLoading />}
      {state.kind === 'invalid' && <Alert>{t('invalid')}</Alert>}
      {state.kind === 'failed' && <Alert>{t('unexpected')}</Alert>}
      {state.kind === 'ready' && (
        <>
          <p className="invite-accept__lead">
            {state.info.inviterName}{' '}
            {state.info.userType === 'PARALEGAL' ? t('invitedParalegal') : t('invitedClient')} (
            <strong>{state.info.email}</strong>).
          </p>
          {state.info.twoFactor ? <StaffAcceptForm token={state.token} info={state.info} /> : <AcceptForm token={state.token} info={state.info} />}
        </>
      )}
    </AuthLayout>
  );
}
