import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkPassword, checkPasswordsMatch } from '@i129f/petition/account/validators.ts';
import type { InvitationCheck } from '@i129f/petition/api/invitations.ts';
import { twoFactor } from '@i129f/petition/i18n/en/twoFactor.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { translateAccountMessage } from '../../i18n/accountMessage.ts';
import { startSession } from '../../session/session.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { AuthenticatorSetup } from '../two-factor/AuthenticatorSetup.tsx';
import { RecoveryCodes } from '../two-factor/RecoveryCodes.tsx';
import { forgetInvitationToken, invitationsApi } from './invitationsApi.ts';
import '../two-factor/two-factor.css';
import './invitations.css';

registerEnglish('twoFactor', twoFactor);

type Errors = { password?: string; confirm?: string };
type Step = 'password' | 'authenticator' | { codes: string[] };

/**
 * A new paralegal's invitation (issue 23.7): the password (checked here), then the authenticator app (QR code and key
 * from POST /invitations/enrol, a code) — the accept sends all three and the server creates the account with its
 * second factor in one step; then the recovery codes, once. Nothing exists before the code is confirmed, and no staff
 * account is ever left that a password alone could set up.
 */
export function StaffAcceptForm({ token, info }: { token: string; info: InvitationCheck }) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [step, setStep] = useState<Step>('password');
  const formRef = useFocusFirstInvalid(errors);
  const bind = (key: keyof typeof values) => ({
    value: values[key],
    error: translateAccountMessage(errors[key]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  function onPassword(event: FormEvent) {
    event.preventDefault();
    const rule = checkPassword(values.password);
    const match = checkPasswordsMatch(values.password, values.confirm);
    const found: Errors = { password: rule.ok ? undefined : rule.message, confirm: match.ok ? undefined : match.message };
    setErrors(found);
    if (!found.password && !found.confirm) setStep('authenticator');
  }

  if (typeof step === 'object') {
    return <RecoveryCodes codes={step.codes} onDone={() => navigate('/clients', { replace: true, state: { invitationAccepted: true } })} />;
  }
  if (step === 'authenticator') {
    return (
      <>
        <p className="invite-accept__lead">{t('twoFactorIntro')}</p>
        <AuthenticatorSetup
          load={() => invitationsApi.enrol(token)}
          confirmLabel={t('confirmAndCreate')}
          onExpired={() => setStep('password')}
          confirm={async (code, data) => {
            const r = await invitationsApi.accept(token, values.password, { code, enrolment: data.enrolment });
            if (r.ok && r.data.token && r.data.tokenExpiry) {
              forgetInvitationToken();
              startSession({ user: r.data.user, token: r.data.token, tokenExpiry: r.data.tokenExpiry });
              setStep({ codes: r.data.recoveryCodes ?? [] });
            }
            return r;
          }}
        />
        <p className="auth__links">
          <button type="button" className="button button--secondary" onClick={() => setStep('password')}>
            {t('back')}
          </button>
        </p>
      </>
    );
  }
  return (
    <form ref={formRef} onSubmit={onPassword} aria-label={t('acceptTitle')} noValidate>
      <TextField label={t('email')} type="email" name="email" autoComplete="username" value={info.email} readOnly />
      <TextField label={t('password')} type="password" name="password" autoComplete="new-password" required hint={t('passwordHint')} {...bind('password')} />
      <TextField label={t('confirmPassword')} type="password" name="confirmPassword" autoComplete="new-password" required {...bind('confirm')} />
      <SubmitButton busy={false}>{t('nextTwoFactor')}</SubmitButton>
    </form>
  );
}
