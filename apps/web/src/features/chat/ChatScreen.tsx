import { startTransition, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { interview } from '@i129f/petition/interview.ts';
import { EXTRACTED_MESSAGES } from '@i129f/petition/engine/extracted.ts';
import { useUserInfo } from '../../session/session.ts';
import { useAppState } from '../../state/appState.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { dispatchChat, noteJourney, startChatSession } from '../interview-state/chatSession.ts';
import { chatStore, useChatRecord } from '../interview-state/chatStore.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { ProgressCircle } from './ProgressCircle.tsx';
import { ResetSection } from './ResetSection.tsx';
import { SectionList, sectionTitle } from './SectionList.tsx';
import { SyncNotice } from './SyncNotice.tsx';
import { ChangeNotices, LoadFailed, LockedNotice } from './PetitionNotices.tsx';
import { useTimeSpent } from './useTicker.ts';
import { useInterviewLocalizer } from './useInterviewLocalizer.ts';
import './chat.css';
import { useChatText } from './texts.ts';
import { useChatScope } from './chatScope.ts';
import { InvitePanel } from '../beneficiary/InvitePanel.tsx';

const SUPPORT_EMAIL = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'support@example.com';

/** /section/:id (spec §2 chat interview layout). Everything it shows comes from the interview engine. */
export default function ChatScreen() {
  const t = useChatText();
  const sectionId = Number(useParams().id);
  // /section/:id?question=<answer key> opens that answer for editing (readiness 'Fix', review comments, check answers).
  const focusKey = useSearchParams()[0].get('question');
  const user = useUserInfo();
  const email = user?.email ?? '';
  const userType = user?.userType;
  const local = useInterviewLocalizer();
  const [ready, setReady] = useState(false);
  const [view, setView] = useState<'chat' | 'sections'>('chat');
  const record = useChatRecord();
  const passedExtraction = useAppState((s) => s.passedAutoExtractedStep);
  const now = useTimeSpent(`Chat${sectionId}`);
  const state = record.state;
  // The petitioner's interview, or the beneficiary's own part (issue 24): which sections, their links and routes.
  const scope = useChatScope();

  useEffect(() => {
    let live = true;
    // The whole chat renders once the session is ready: as a transition, in slices (a phone stays responsive; issue 12.4).
    if (email) void startChatSession(email, scope.api).then(() => live && startTransition(() => setReady(true)));
    return () => {
      live = false;
    };
  }, [email, scope]);
  useEffect(() => setView('chat'), [sectionId]);
  // Where the client is, kept on the server: another device continues at this section (issue 19).
  useEffect(() => {
    if (ready && scope.owner) noteJourney(`/section/${sectionId}`);
  }, [ready, sectionId, scope]);

  const known = state !== null && scope.sections(state).includes(sectionId);
  const unlocked = known && scope.isUnlocked(state, sectionId);
  const started = known && state.sections[String(sectionId)] !== undefined;
  // /section/0 after processing that extracted nothing (spec §4: red 'No values were extracted …'); section 0 is not listed then.
  // (While values extracted by this upload are still on their way into the interview, it is not said.)
  const noValues = scope.owner && sectionId === 0 && !known && !passedExtraction && state !== null && Object.keys(state.extracted).length === 0;
  useEffect(() => {
    const current = chatStore.get().state;
    if (ready && unlocked && !started && !record.locked && current && scope.isUnlocked(current, sectionId)) dispatchChat({ type: 'start', sectionId });
  }, [ready, unlocked, started, sectionId, record.locked, scope]);

  if (!ready || !state) return record.loadFailed ? <LoadFailed /> : <PageLoading />;
  const order = scope.sections(state);
  const resume = order.find((id) => scope.isUnlocked(state, id) && !interview.isSectionComplete(state, id)) ?? order[order.length - 1];
  const total = order.length;

  return (
    <div className={`chat chat--show-${view}`}>
      <button
        type="button"
        className="button button--secondary chat__toggle"
        aria-controls={view === 'chat' ? 'chat-sections' : 'chat-panel'}
        onClick={() => setView(view === 'chat' ? 'sections' : 'chat')}
      >
        {view === 'chat' ? t('showSections') : t('showChat')}
      </button>
      <aside id="chat-sections" className="chat__sidebar" aria-label={t('progressAndSections')}>
        <ProgressCircle percent={scope.progress(state)} />
        <SectionList state={state} current={sectionId} />
        {/* Issue 24: the petitioner invites the beneficiary to answer her own part from here. */}
        {scope.owner && userType === 'CLIENT' && <InvitePanel state={state} />}
      </aside>
      <section id="chat-panel" className="chat__panel" aria-labelledby="chat-title">
        <header className="chat__header">
          <div>
            {known && (
              <p className="chat__sequence">
                {t('sectionOf', { n: scope.sequence(state, sectionId), total })}
              </p>
            )}
            <h1 id="chat-title">{known || noValues ? local.title(sectionId, sectionTitle(sectionId)) : t('notAvailable')}</h1>
          </div>
          <div className="chat__header-actions">
            {unlocked && !record.locked && <ResetSection disabled={!started} onReset={() => dispatchChat({ type: 'reset', sectionId })} />}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{t('contactSupport')}</a>
          </div>
        </header>
        {!unlocked && noValues ? (
          <div className="chat__locked">
            <div className="messages" role="log" aria-label={t('conversation')}>
              {/* Red as spec §4 has it, but nothing failed (no document gave a value): not said as an error. */}
              <div className="message message--left message--red">
                <div className="message__bubble">
                  <span className="visually-hidden">{t('assistant')}</span>
                  <span className="message__text">{local.error(EXTRACTED_MESSAGES.none)}</span>
                </div>
              </div>
            </div>
            {resume !== undefined && <Link to={scope.path(resume)}>{t('continueWith', { title: local.title(resume, sectionTitle(resume)) })}</Link>}
          </div>
        ) : !unlocked ? (
          <div className="chat__locked">
            <p>{known ? t('opensLater') : t('noSuchSection')}</p>
            {resume !== undefined && <Link to={scope.path(resume)}>{t('continueWith', { title: local.title(resume, sectionTitle(resume)) })}</Link>}
          </div>
        ) : started ? (
          <>
            {record.locked && <LockedNotice lock={record.locked} />}
            <ChatPanel key={sectionId} state={state} sectionId={sectionId} email={email} focusKey={focusKey} readOnly={record.locked !== null} />
          </>
        ) : record.locked ? (
          <LockedNotice lock={record.locked} />
        ) : (
          <PageLoading />
        )}
        <ChangeNotices conflicts={record.conflicts} refused={record.refused} />
        <SyncNotice unsyncedSince={record.unsyncedSince} now={now} />
      </section>
    </div>
  );
}
