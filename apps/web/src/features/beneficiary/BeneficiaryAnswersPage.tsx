import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BeneficiaryAnswersResponse } from '@i129f/petition/api/beneficiary.ts';
import { beneficiary } from '@i129f/petition/i18n/en/beneficiary.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { sectionTitle } from '../chat/SectionList.tsx';
import { useInterviewLocalizer } from '../chat/useInterviewLocalizer.ts';
import { refreshPetition } from '../interview-state/chatSession.ts';
import { usePetition } from '../interview-state/usePetition.ts';
import { beneficiaryApi } from './beneficiaryApi.ts';
import { AnswerItem } from './AnswerItem.tsx';
import './beneficiary.css';

registerEnglish('beneficiary', beneficiary);

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: BeneficiaryAnswersResponse };

/**
 * /beneficiary-answers (issue 24): the petitioner reads what the beneficiary answered beside what the form has, section
 * by section; chooses where both answered an item differently; confirms a section (only then does it reach the form) or
 * asks for a change of one answer, with a comment that takes her to that question.
 */
export default function BeneficiaryAnswersPage() {
  const { t } = useTranslation('beneficiary');
  const local = useInterviewLocalizer();
  const petition = usePetition();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [notice, setNotice] = useState<{ id: number; tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const refresh = useCallback(async () => {
    const r = await beneficiaryApi.answers().catch(() => null);
    setLoad(r?.ok ? { kind: 'ready', data: r.data } : { kind: 'failed' });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function confirm(sectionId: number) {
    setBusy(sectionId);
    const r = await beneficiaryApi.confirm(sectionId).catch(() => null);
    setBusy(null);
    setNotice({ id: sectionId, tone: r?.ok ? 'success' : 'error', text: r?.ok ? t('confirmed') : (r?.error?.message ?? t('actionFailed')) });
    // The petition changed on the server: the chat (and the form it generates) takes it.
    if (r?.ok) await refreshPetition();
    await refresh();
  }

  if (load.kind === 'loading') return <PageLoading />;
  const data = load.kind === 'ready' ? load.data : null;
  const active = data?.link?.status === 'active';
  const title = (id: number) => local.title(id, sectionTitle(id));
  return (
    <section className="beneficiary-answers" aria-labelledby="page-title">
      <h1 id="page-title">{t('answersTitle')}</h1>
      <p>
        <Link to="/welcome">{t('backToChat')}</Link>
      </p>
      {load.kind === 'failed' && <Alert>{t('loadFailed')}</Alert>}
      {data && !active && <p>{t('noBeneficiary')}</p>}
      {data && active && (
        <>
          <p>{t('answersIntro')}</p>
          {data.locked && <Alert tone="info">{t('locked')}</Alert>}
          {data.sections
            .filter((s) => s.status !== 'not_started')
            .map((s) => {
              const open = data.requests.filter((r) => r.sectionId === s.id && r.resolvedAt === null);
              const blocked = s.conflicts > 0 ? t('chooseFirst') : !s.complete ? t('notComplete') : null;
              return (
                <section key={s.id} className="beneficiary-answers__section" aria-labelledby={`ben-section-${s.id}`}>
                  <h2 id={`ben-section-${s.id}`}>{title(s.id)}</h2>
                  <p>
                    {t('statusLabel')}: <strong>{t(`status.${s.status}`)}</strong>
                  </p>
                  <ul className="beneficiary-answers__items">
                    {s.items.map((item) => (
                      <AnswerItem key={item.key} item={item} state={petition.state} requests={open.filter((r) => r.answerKey === item.key)} locked={data.locked} onChanged={refresh} />
                    ))}
                  </ul>
                  {notice?.id === s.id && <Alert tone={notice.tone}>{notice.text}</Alert>}
                  {s.status !== 'confirmed' && !data.locked && (
                    <>
                      {blocked && <p id={`ben-blocked-${s.id}`}>{blocked}</p>}
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={blocked !== null || busy !== null}
                        aria-describedby={blocked ? `ben-blocked-${s.id}` : undefined}
                        aria-busy={busy === s.id}
                        onClick={() => void confirm(s.id)}
                      >
                        {busy === s.id ? t('confirming') : `${t('confirm')}: ${title(s.id)}`}
                      </button>
                    </>
                  )}
                </section>
              );
            })}
        </>
      )}
    </section>
  );
}
