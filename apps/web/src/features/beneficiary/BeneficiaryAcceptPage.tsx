import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkPassword, checkPasswordsMatch } from '@i129f/petition/account/validators.ts';
import type { BeneficiaryInvitationCheck } from '@i129f/petition/api/beneficiary.ts';
import { beneficiary } from '@i129f/petition/i18n/en/beneficiary.ts';
import { currentLanguage, registerEnglish, setLanguage } from '../../i18n/i18n.ts';
import { translateAccountMessage } from '../../i18n/accountMessage.ts';
import { useLinkToken } from '../../session/linkToken.ts';
import { startSession } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { answerMessage } from '../invitations/answerMessage.ts';
import { beneficiaryApi, BENEFICIARY_TOKEN_KEY } from './beneficiaryApi.ts';

registerEnglish('beneficiary', beneficiary);

type Errors = { password?: string; confirm?: string };

/**
 * /beneficiary-invitation#token=… (issue 24): the beneficiary sets her password and signs in to answer her own part.
 * The page opens in the language the petitioner chose for her; the header's picker changes it, and the language she
 * reads in when she accepts is kept on her account.
 */
export default function BeneficiaryAcceptPage() {
  const { t } = useTranslation('beneficiary');
  const navigate = useNavigate();
  const state = useLinkToken<BeneficiaryInvitationCheck>(BENEFICIARY_TOKEN_KEY, beneficiaryApi.check);
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useFocusFirstInvalid(errors);
  const languageSet = useRef(false);

  const info = state.kind === 'ready' ? state.info : null;
  useEffect(() => {
    if (!info || languageSet.current) return;
    languageSet.current = true;
    if (info.language !== currentLanguage()) void setLanguage(info.language, false);
  }, [info]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== 'ready') return;
    setError(null);
    const rule = checkPassword(values.password);
    const match = checkPasswordsMatch(values.password, values.confirm);
    const found: Errors = { password: rule.ok ? undefined : rule.message, confirm: match.ok ? undefined : match.message };
    setErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    const r = await beneficiaryApi.accept(state.token, values.password, currentLanguage()).catch(() => null);
    if (!r || !r.ok) {
      setError(r ? answerMessage(r, t('invalidLink')) : t('unexpected'));
      setBusy(false);
      return;
    }
    sessionStorage.removeItem(BENEFICIARY_TOKEN_KEY);
    // The language she read this page in is hers: kept in this browser as well as on her account.
    await setLanguage(currentLanguage());
    startSession(r.data);
    void navigate('/my-part', { replace: true });
  }

  const bind = (key: keyof typeof values) => ({
    value: values[key],
    error: translateAccountMessage(errors[key]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  return (
    <AuthLayout title={t('acceptTitle')}>
      {state.kind === 'checking' && <PageLoading />}
      {state.kind === 'invalid' && <Alert>{t('invalidLink')}</Alert>}
      {state.kind === 'failed' && <Alert>{t('unexpected')}</Alert>}
      {info && (
        <>
          <p>{t('acceptLead', { petitioner: info.petitionerName })}</p>
          {error && <Alert>{error}</Alert>}
          <form ref={formRef} onSubmit={onSubmit} aria-label={t('acceptTitle')} noValidate>
            <TextField label={t('email')} type="email" name="email" autoComplete="username" value={info.email} readOnly />
            <TextField label={t('password')} type="password" name="password" autoComplete="new-password" required hint={t('passwordHint')} {...bind('password')} />
            <TextField label={t('confirmPassword')} type="password" name="confirmPassword" autoComplete="new-password" required {...bind('confirm')} />
            <SubmitButton busy={busy} busyLabel={t('accepting')}>
              {t('accept')}
            </SubmitButton>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
