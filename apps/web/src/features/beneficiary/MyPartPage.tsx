import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BeneficiaryPetitionResponse } from '@i129f/petition/api/beneficiary.ts';
import { beneficiary } from '@i129f/petition/i18n/en/beneficiary.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { sectionTitle } from '../chat/SectionList.tsx';
import { useInterviewLocalizer } from '../chat/useInterviewLocalizer.ts';
import { beneficiaryApi } from './beneficiaryApi.ts';
import { HER_CHAT } from './herChat.ts';
import { PassportUpload } from './PassportUpload.tsx';
import './beneficiary.css';

registerEnglish('beneficiary', beneficiary);

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ended' } | { kind: 'ready'; data: BeneficiaryPetitionResponse };

/**
 * /my-part (issue 24): the beneficiary's home — her sections with where each stands, and the changes the petitioner
 * asked for, each with a link to its question. Of the petitioner only his name.
 */
export default function MyPartPage() {
  const { t } = useTranslation('beneficiary');
  const local = useInterviewLocalizer();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const refresh = useCallback(async () => {
    const r = await beneficiaryApi.petition().catch(() => null);
    setLoad(r?.ok ? { kind: 'ready', data: r.data } : r?.status === 410 ? { kind: 'ended' } : { kind: 'failed' });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (load.kind === 'loading') return <PageLoading />;
  const petitioner = load.kind === 'ready' ? load.data.petitioner.fullName : '';
  const title = (id: number) => local.title(id, sectionTitle(id));
  return (
    <section className="my-part" aria-labelledby="page-title">
      <h1 id="page-title">{t('myPartTitle')}</h1>
      {load.kind === 'ended' && <Alert>{t('accessEnded')}</Alert>}
      {load.kind === 'failed' && (
        <>
          <Alert>{t('loadFailed')}</Alert>
          <button type="button" className="button button--secondary" onClick={() => void refresh()}>
            {t('tryAgain')}
          </button>
        </>
      )}
      {load.kind === 'ready' && (
        <>
          <p className="my-part__intro">{t('myPartIntro', { petitioner })}</p>
          {load.data.locked && <Alert tone="info">{t('locked')}</Alert>}
          <h2>{t('sectionsHeading')}</h2>
          <ul className="my-part__sections">
            {load.data.sections.map((s) => (
              <li key={s.id} className={`my-part__section my-part__section--${s.status}`}>
                <Link to={HER_CHAT.path(s.id)} aria-label={t('openSection', { title: title(s.id) })}>
                  {title(s.id)}
                </Link>
                <span className="my-part__status">
                  <span className="visually-hidden">{t('statusLabel')}: </span>
                  {t(`status.${s.status}`)}
                </span>
              </li>
            ))}
          </ul>
          <PassportUpload locked={load.data.locked !== null} />
          <h2>{t('requestsHeading', { petitioner })}</h2>
          {load.data.requests.filter((r) => r.resolvedAt === null).length === 0 ? (
            <p>{t('requestsNone')}</p>
          ) : (
            <ul className="my-part__requests">
              {load.data.requests
                .filter((r) => r.resolvedAt === null)
                .map((r) => (
                  <li key={r.id} className="my-part__request">
                    <p className="my-part__request-item">{t('requestOn', { label: r.label, section: title(r.sectionId) })}</p>
                    <blockquote className="my-part__request-body">{r.body}</blockquote>
                    <Link to={HER_CHAT.path(r.sectionId, r.answerKey)} className="button button--secondary button--small">
                      {t('goToQuestion')}
                    </Link>
                  </li>
                ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
