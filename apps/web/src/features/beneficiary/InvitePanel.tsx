import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BeneficiaryLinkInfo } from '@i129f/petition/api/beneficiary.ts';
import type { InterviewState } from '@i129f/petition/engine/types.ts';
import { beneficiary } from '@i129f/petition/i18n/en/beneficiary.ts';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@i129f/petition/i18n/languages.ts';
import { currentLanguage, registerEnglish } from '../../i18n/i18n.ts';
import { spelledDate } from '../../i18n/dateFormat.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { answerMessage } from '../invitations/answerMessage.ts';
import { beneficiaryApi } from './beneficiaryApi.ts';
import './beneficiary.css';

registerEnglish('beneficiary', beneficiary);

/**
 * On the petitioner's section list (issue 24): invite the beneficiary by e-mail to answer her own part, see where the
 * invitation stands (pending, accepted, revoked, expired), revoke it or her access, and open her answers.
 */
export function InvitePanel({ state }: { state: InterviewState }) {
  const { t } = useTranslation('beneficiary');
  const [link, setLink] = useState<BeneficiaryLinkInfo | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = [state.names.beneficiaryFirstName, state.names.beneficiaryLastName].filter(Boolean).join(' ');
  const [values, setValues] = useState<{ email: string; fullName: string; language: Language }>({ email: '', fullName: name, language: currentLanguage() });
  const languageId = useId();
  const refresh = useCallback(async () => {
    const r = await beneficiaryApi.link().catch(() => null);
    setLink(r?.ok ? r.data.link : null);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function invite(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const r = await beneficiaryApi.invite(values).catch(() => null);
    setBusy(false);
    if (!r?.ok) return setError(r ? answerMessage(r, t('inviteFailed')) : t('inviteFailed'));
    setOpen(false);
    setLink(r.data.link);
  }

  async function revoke() {
    setBusy(true);
    const r = await beneficiaryApi.revoke().catch(() => null);
    setBusy(false);
    if (!r?.ok) return setError(t('actionFailed'));
    await refresh();
  }

  if (link === undefined) return null;
  const status = link?.status;
  const canInvite = !link || status === 'revoked' || status === 'expired';
  return (
    <section className="beneficiary-panel" aria-labelledby="beneficiary-panel-title">
      <h2 id="beneficiary-panel-title">{t('panelHeading')}</h2>
      {link && (
        <p role="status">
          {t(`linkStatus.${link.status}`, { email: link.email, name: link.fullName, date: spelledDate(link.expiresAt, currentLanguage()) })}
        </p>
      )}
      {!link && <p>{t('panelIntro')}</p>}
      {error && <Alert>{error}</Alert>}
      <div className="beneficiary-panel__actions">
        {status === 'active' && (
          <Link to="/beneficiary-answers" className="button button--primary button--small">
            {t('seeAnswers')}
          </Link>
        )}
        {(status === 'active' || status === 'invited') && (
          <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void revoke()}>
            {status === 'active' ? t('revokeAccess') : t('revokeInvitation')}
          </button>
        )}
        {canInvite && !open && (
          <button type="button" className="button button--primary button--small" aria-expanded={false} onClick={() => setOpen(true)}>
            {link ? t('inviteAgain') : t('inviteButton')}
          </button>
        )}
      </div>
      {canInvite && open && (
        <form onSubmit={invite} aria-label={t('inviteButton')} noValidate>
          <TextField label={t('inviteEmail')} type="email" name="beneficiaryEmail" autoComplete="off" required value={values.email} onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))} />
          <TextField label={t('inviteName')} name="beneficiaryName" autoComplete="off" required value={values.fullName} onChange={(e) => setValues((v) => ({ ...v, fullName: e.target.value }))} />
          <div className="field">
            <label htmlFor={languageId} className="field__label">
              {t('inviteLanguage')}
            </label>
            <select id={languageId} className="field__input" value={values.language} onChange={(e) => isLanguage(e.target.value) && setValues((v) => ({ ...v, language: e.target.value as Language }))}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
          <div className="beneficiary-panel__actions">
            <button type="submit" className="button button--primary button--small" disabled={busy} aria-busy={busy}>
              {busy ? t('sending') : t('send')}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => setOpen(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
