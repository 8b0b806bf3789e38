import { Link } from 'react-router';
import { interview } from '@i129f/petition/interview.ts';
import type { InterviewState, SectionId } from '@i129f/petition/engine/types.ts';
import { useUserInfo } from '../../session/session.ts';
import { useWhenIdle } from '../../ui/useWhenIdle.ts';
import { usePdfChanges } from '../check-answers/pdfChanges.ts';
import { markSectionSwitch } from './perf.ts';
import { useInterviewLocalizer } from './useInterviewLocalizer.ts';
import { useChatText } from './texts.ts';
import { useChatScope } from './chatScope.ts';

/** The sections in order with sequence numbers (shifted when section 0 is shown), done, locked and changed-since-the-last-PDF states. */
export function SectionList({ state, current }: { state: InterviewState; current: SectionId }) {
  const t = useChatText();
  const local = useInterviewLocalizer();
  // The marks wait until the chat is on screen: their request never delays the chat's first paint (issue 12.4).
  const email = useUserInfo()?.email ?? '';
  const scope = useChatScope();
  // 'Changed since your last PDF' is the petitioner's own (the beneficiary generates no form).
  const changed = new Set(usePdfChanges(useWhenIdle() && scope.owner ? email : '')?.changedSectionIds ?? []);
  return (
    <nav className="section-list" aria-label={t('interviewSections')}>
      <ol>
        {scope.sections(state).map((id) => {
          const title = local.title(id, sectionTitle(id));
          const n = scope.sequence(state, id);
          const done = interview.isSectionComplete(state, id);
          const unlocked = scope.isUnlocked(state, id);
          const cls = ['section-list__item', done && 'section-list__item--done', id === current && 'section-list__item--current', !unlocked && 'section-list__item--locked'];
          const body = (
            <>
              <span className="section-list__number" aria-hidden="true">
                {done ? '✓' : n}
              </span>
              <span className="section-list__title">
                <span className="visually-hidden">{n}. </span>
                {title}
                {done && <span className="visually-hidden">{t('completed')}</span>}
                {!unlocked && <span className="visually-hidden">{t('locked')}</span>}
                {changed.has(id) && (
                  <>
                    <span className="section-list__changed" aria-hidden="true" title={t('changedSincePdf').trim()} style={{ color: '#b45309', marginLeft: '0.35em' }}>
                      ●
                    </span>
                    <span className="visually-hidden">{t('changedSincePdf')}</span>
                  </>
                )}
              </span>
            </>
          );
          return (
            <li key={id} className={cls.filter(Boolean).join(' ')}>
              {unlocked ? (
                <Link to={scope.path(id)} aria-current={id === current ? 'page' : undefined} onClick={() => id !== current && markSectionSwitch()}>
                  {body}
                </Link>
              ) : (
                <span aria-disabled="true" className="section-list__locked">
                  {body}
                  <svg className="section-list__lock" aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
                    <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z" fill="currentColor" />
                  </svg>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function sectionTitle(id: SectionId): string {
  return interview.registry.sections.get(id)?.def.title ?? `Section ${id}`;
}
