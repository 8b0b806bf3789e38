import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryRequestInfo } from '@i129f/petition/api/beneficiary.ts';
import type { BeneficiaryItem } from '@i129f/petition/beneficiary/overview.ts';
import { findQuestion } from '@i129f/petition/engine/registry.ts';
import type { InterviewState } from '@i129f/petition/engine/types.ts';
import { interview } from '@i129f/petition/interview.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useInterviewLocalizer } from '../chat/useInterviewLocalizer.ts';
import { beneficiaryApi } from './beneficiaryApi.ts';

/**
 * One answer of hers on the petitioner's review (issue 24): the question in his language, her answer beside the form's,
 * the choice where both answered differently, and 'Ask for a change' with a comment.
 */
export function AnswerItem({ item, state, requests, locked, onChanged }: { item: BeneficiaryItem; state: InterviewState | null; requests: BeneficiaryRequestInfo[]; locked: boolean; onChanged: () => Promise<void> }) {
  const { t } = useTranslation('beneficiary');
  const local = useInterviewLocalizer();
  const [asking, setAsking] = useState(false);
  const [body, setBody] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fieldId = useId();
  const found = findQuestion(interview.registry, item.key);
  const question = found && state ? local.stepPrompt(state, found.sectionId, found.step.id, found.index, item.label) : item.label;
  const shown = (value: string | null) => (value === null ? t('noAnswer') : found ? local.answer(value, found.step.kind) : value);

  async function choose(keep: 'hers' | 'his') {
    const r = await beneficiaryApi.choose({ answerKey: item.key, keep }).catch(() => null);
    if (!r?.ok) setNotice({ tone: 'error', text: r?.error?.message ?? t('actionFailed') });
    await onChanged();
  }

  async function ask(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    const r = await beneficiaryApi.request({ sectionId: item.sectionId, answerKey: item.key, body }).catch(() => null);
    setNotice(r?.ok ? { tone: 'success', text: t('requestSent') } : { tone: 'error', text: r?.error?.message ?? t('actionFailed') });
    if (r?.ok) {
      setAsking(false);
      setBody('');
      await onChanged();
    }
  }

  return (
    <li className={`beneficiary-answers__item${item.conflict ? ' beneficiary-answers__item--conflict' : ''}`}>
      <p className="beneficiary-answers__label">{question}</p>
      <dl className="beneficiary-answers__values">
        <div>
          <dt>{t('theirAnswer')}</dt>
          <dd>{shown(item.hers)}</dd>
        </div>
        <div>
          <dt>{t('yourAnswer')}</dt>
          <dd>
            {shown(item.his)}
            {item.fromHer && ` (${t('fromThem')})`}
          </dd>
        </div>
      </dl>
      {requests.map((r) => (
        <p key={r.id} className="beneficiary-answers__request">
          {t('openRequest', { body: r.body })}
        </p>
      ))}
      {(item.conflict || item.choice) && !locked && (
        <div role="group" aria-label={`${t('conflict')} ${question}`}>
          {item.conflict && <p>{t('conflict')}</p>}
          {item.choice && <p role="status">{item.choice === 'hers' ? t('choseTheirs') : t('choseMine')}</p>}
          <div className="beneficiary-answers__buttons">
            <button type="button" className="button button--secondary button--small" aria-pressed={item.choice === 'hers'} onClick={() => void choose('hers')}>
              {t('keepTheirs')}
            </button>
            <button type="button" className="button button--secondary button--small" aria-pressed={item.choice === 'his'} onClick={() => void choose('his')}>
              {t('keepMine')}
            </button>
          </div>
        </div>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {!locked && !asking && (
        <div className="beneficiary-answers__buttons">
          <button type="button" className="link-button" aria-label={`${t('askChange')}: ${question}`} onClick={() => setAsking(true)}>
            {t('askChange')}
          </button>
        </div>
      )}
      {asking && (
        <form onSubmit={ask} aria-label={`${t('askChange')}: ${question}`}>
          <div className="field">
            <label htmlFor={fieldId} className="field__label">
              {t('changeLabel', { label: question })}
            </label>
            <textarea id={fieldId} className="field__input" rows={3} maxLength={2000} required value={body} onChange={(e) => setBody(e.target.value)} autoFocus />
          </div>
          <div className="beneficiary-answers__buttons">
            <button type="submit" className="button button--primary button--small">
              {t('sendRequest')}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
