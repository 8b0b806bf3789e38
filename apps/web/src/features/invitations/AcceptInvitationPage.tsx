import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvitationCheck } from '@i129f/petition/api/invitations.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { AcceptForm } from './AcceptForm.tsx';
import { StaffAcceptForm } from './StaffAcceptForm.tsx';
import { useLinkToken } from '../../session/linkToken.ts';
import { invitationsApi, STORAGE_KEY } from './invitationsApi.ts';
import { invitations } from '@i129f/petition/i18n/en/invitations.ts';
import { registerEnglish } from '../../i18n/i18n.ts';

registerEnglish('invitations', invitations);

/**
 * /invitation#token=… (issue 10.1): shows who invited whom, then either sets the password of the new account
 * or — when the email already has an account — signs in as it (or uses the session) and links it.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation('invitations');
  const state = useLinkToken<InvitationCheck>(STORAGE_KEY, invitationsApi.check);

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
