import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { interview } from '@i129f/petition/interview.ts';
import { reviewAnswers } from '@i129f/petition/review/answers.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { startChatSession } from '../interview-state/chatSession.ts';
import { useChatRecord } from '../interview-state/chatStore.ts';
import { ChangeAnswer } from './ChangeAnswer.tsx';
import { packetAnswers } from './lastPacket.ts';
import { useCheckText } from './texts.ts';
import './check-answers.css';


/** /check-answers (issue 11): every answer with a 'Change' that edits that exact question in place. */
export default function CheckAnswersPage() {
  const { t } = useCheckText();
  const email = useUserInfo()?.email ?? '';
  const record = useChatRecord();
  const [ready, setReady] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    if (email) void startChatSession(email).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [email]);

  const state = record.state;
  const sections = useMemo(() => (state ? reviewAnswers(interview, state) : []), [state]);
  const before = useMemo(() => packetAnswers(email), [email]);
  if (!ready || !state) return <PageLoading />;

  return (
    <section className="check" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <nav className="check__next" aria-label={t('nextSteps')}>
        <Link to="/readiness">{t('readiness')}</Link> · <Link to="/letters">{t('letters')}</Link> · <Link to="/packet">{t('packet')}</Link>
      </nav>
      {saved && <Alert tone="success">{t('saved')}</Alert>}
      {sections.length === 0 && <p>{t('empty')}</p>}
      {sections.map((section) => {
        const changed = before !== null && section.answers.some((a) => before[a.key] !== a.value);
        return (
          <section key={section.sectionId} className="check__section" aria-labelledby={`check-s${section.sectionId}`}>
            <h2 id={`check-s${section.sectionId}`}>
              {section.title}
              {changed && <span className="check__changed"> — {t('changed')}</span>}
            </h2>
            <dl className="check__list">
              {section.answers.map((a) => (
                <div key={a.key} className="check__row" id={`answer-${a.key}`}>
                  <dt>{a.question}</dt>
                  <dd>
                    {editing === a.key ? (
                      <ChangeAnswer
                        state={state}
                        answer={a}
                        onDone={(ok) => {
                          setEditing(null);
                          setSaved(ok ? a.key : null);
                        }}
                      />
                    ) : (
                      <>
                        <span className="check__value">{a.value}</span>
                        <button
                          type="button"
                          className="link-button check__change-link"
                          aria-label={t('changeLabel', { question: a.question })}
                          onClick={() => {
                            setSaved(null);
                            setEditing(a.key);
                          }}
                        >
                          {t('change')}
                        </button>
                      </>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </section>
  );
}
