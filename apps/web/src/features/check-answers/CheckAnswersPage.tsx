import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { interview } from '@i129f/petition/interview.ts';
import { formOrderAnswers } from '@i129f/petition/review/form-order-answers.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { startChatSession } from '../interview-state/chatSession.ts';
import { useChatRecord } from '../interview-state/chatStore.ts';
import { AnswerRow } from './AnswerRow.tsx';
import { LockedNotice } from '../chat/PetitionNotices.tsx';
import { usePdfChanges } from './pdfChanges.ts';
import { useCheckText } from './texts.ts';
import { spelledDate } from '../../i18n/dateFormat.ts';
import './check-answers.css';

const PART_TITLES = { 1: 'parts.p1', 2: 'parts.p2', 3: 'parts.p3', 4: 'parts.p4', 5: 'parts.p5', 6: 'parts.p6', 7: 'parts.p7', 8: 'parts.p8' } as const;
const isPart = (part: number): part is keyof typeof PART_TITLES => Object.hasOwn(PART_TITLES, part);

/**
 * /check-answers (issue 11): every answer in the order of Form I-129F, grouped by Part (answers that fill no field
 * last), each with a 'Change' that edits that exact question in place; answers changed since the last PDF are marked.
 */
export default function CheckAnswersPage() {
  const { t, i18n } = useCheckText();
  const email = useUserInfo()?.email ?? '';
  const record = useChatRecord();
  const [ready, setReady] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // After Save or Cancel the focus goes back to that row's Change button.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const changeButtons = useRef(new Map<string, HTMLButtonElement>());
  const changes = usePdfChanges(email);

  useEffect(() => {
    let live = true;
    if (email) void startChatSession(email).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [email]);
  useEffect(() => {
    if (returnTo === null || editing !== null) return;
    changeButtons.current.get(returnTo)?.focus();
    setReturnTo(null);
  }, [returnTo, editing]);

  const state = record.state;
  const groups = useMemo(() => (state ? formOrderAnswers(interview, state) : []), [state]);
  const changed = useMemo(() => new Set(changes?.changedKeys ?? []), [changes]);
  if (!ready || !state) return <PageLoading />;

  return (
    <section className="check" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <nav className="check__next" aria-label={t('nextSteps')}>
        <Link to="/readiness">{t('readiness')}</Link> · <Link to="/letters">{t('letters')}</Link> · <Link to="/packet">{t('packet')}</Link>
      </nav>
      {changes && (
        <p className="check__since">
          {t('lastPdf', { date: spelledDate(changes.generatedAt, i18n.language) })}
          {changes.removedKeys.length > 0 && <> {t('removedSincePdf', { count: changes.removedKeys.length })}</>}
        </p>
      )}
      {record.locked && <LockedNotice lock={record.locked} />}
      {saved && <Alert tone="success">{t('saved')}</Alert>}
      {groups.length === 0 && <p>{t('empty')}</p>}
      {groups.map((group) => {
        const id = `check-part-${group.part ?? 'other'}`;
        return (
          <section key={id} className="check__section" aria-labelledby={id}>
            <h2 id={id}>{group.part === null ? t('otherAnswers') : isPart(group.part) ? t(PART_TITLES[group.part]) : t('part', { part: group.part })}</h2>
            <dl className="check__list">
              {group.rows.map(({ answer, item }) => (
                <AnswerRow
                  key={answer.key}
                  state={state}
                  answer={answer}
                  item={item}
                  changed={changed.has(answer.key)}
                  editing={editing === answer.key && !record.locked}
                  readOnly={record.locked !== null}
                  changeRef={(el) => {
                    if (el) changeButtons.current.set(answer.key, el);
                    else changeButtons.current.delete(answer.key);
                  }}
                  onChange={() => {
                    setSaved(null);
                    setEditing(answer.key);
                  }}
                  onDone={(ok) => {
                    setEditing(null);
                    setSaved(ok ? answer.key : null);
                    setReturnTo(answer.key);
                  }}
                />
              ))}
            </dl>
          </section>
        );
      })}
    </section>
  );
}
