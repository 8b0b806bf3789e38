import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setup } from '@i129f/petition/i18n/en/setup.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import type { BenPetNames } from '@i129f/petition/engine/types.ts';
import { EMPTY_NAMES } from '@i129f/petition/engine/state.ts';
import { SETUP_STEPS as ENGINE_STEPS } from '@i129f/petition/setup/wizard.ts';
import { updateAppState } from '../../state/appState.ts';
import { dispatchChat } from '../interview-state/chatSession.ts';
import { usePetition } from '../interview-state/usePetition.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { translateAccountMessage } from '../../i18n/accountMessage.ts';
import { TextField } from '../../ui/TextField.tsx';
import { SETUP_STEPS } from './setupSteps.ts';
import { useInterviewLocalizer } from '../chat/useInterviewLocalizer.ts';
import './setup.css';

registerEnglish('setup', setup);

/**
 * /setup (spec §2): 'Step n of 6'; Enter or ArrowRight next, ArrowLeft previous. Each name is stored on the server's
 * petition as it is given (issue 19): another device shows it, and section 1 does not ask it again.
 */
export default function SetupPage() {
  const record = usePetition();
  if (!record.loaded) return <PageLoading />;
  return <SetupSteps stored={record.state?.names ?? null} />;
}

function SetupSteps({ stored }: { stored: BenPetNames | null }) {
  const { t } = useTranslation('setup');
  const navigate = useNavigate();
  // A client who comes back continues at the first name not given yet.
  const [index, setIndex] = useState(() => Math.max(0, stored ? ENGINE_STEPS.findIndex((s) => s.required && !stored[s.key]) : 0));
  const [names, setNames] = useState<BenPetNames>(() => ({ ...EMPTY_NAMES, ...stored }));
  const [error, setError] = useState<string | null>(null);
  // The engine's refusals (a name in another alphabet: issue 24) in the reader's language; account messages below.
  const local = useInterviewLocalizer();
  const step = SETUP_STEPS[index]!;
  const last = index === SETUP_STEPS.length - 1;

  useEffect(() => updateAppState({ currentProgressBarStep: 0 }), []);

  function move(to: number) {
    setError(null);
    setIndex(Math.min(Math.max(to, 0), SETUP_STEPS.length - 1));
  }

  function next() {
    const check = step.validate?.(names[step.key]);
    if (check && !check.ok) {
      setError(check.message);
      return;
    }
    const change = { type: 'names' as const, names: { [step.key]: names[step.key].trim() } };
    let saved = dispatchChat(change);
    // A name only ever clears what setup itself seeded: nothing the client typed elsewhere.
    if (saved.consent) saved = dispatchChat({ ...change, clear: saved.consent });
    if (saved.error) {
      setError(saved.error);
      return;
    }
    if (!last) return move(index + 1);
    navigate('/file-upload-quesionnaire');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowRight' && !last) {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      move(index - 1);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    next();
  }

  return (
    <section className="setup" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p className="setup__counter" aria-live="polite">
        {t('counter', { n: index + 1, total: SETUP_STEPS.length })}
      </p>
      <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        <TextField
          key={step.key}
          label={t(`prompts.${step.key}`)}
          hint={t(`hints.${step.key}`)}
          name={step.key}
          autoComplete="off"
          autoFocus
          error={error === null ? undefined : translateAccountMessage(local.error(error))}
          value={names[step.key]}
          onChange={(e) => setNames((n) => ({ ...n, [step.key]: e.target.value }))}
        />
        <div className="setup__actions">
          {index > 0 && (
            <button type="button" className="button button--secondary" onClick={() => move(index - 1)}>
              {t('previous')}
            </button>
          )}
          <button type="submit" className="button button--primary">
            {last ? t('finish') : t('next')}
          </button>
        </div>
      </form>
      <p className="setup__keys">{t('tip')}</p>
    </section>
  );
}
