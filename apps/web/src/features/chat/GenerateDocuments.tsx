import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { interview } from '@i129f/petition/interview.ts';
import type { InterviewState } from '@i129f/petition/engine/types.ts';
import { api } from '../../api/client.ts';
import { updateAppState } from '../../state/appState.ts';
import { flushChatSaves } from '../interview-state/flushChatSaves.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useChatText } from './texts.ts';
import { usePlainLettersOffer } from './PlainLettersOffer.tsx';

/**
 * Section 21's 'Generate I-129F Documents →': overlay spinner while POST /file/generate/i29f/{email} runs
 * (the official field map plus the Part 8 entries), then /documents, wizard step 4. When the documents are not
 * generated the chat stays: the server's reason (e.g. a form edition it refuses, naming the fields) shows under the
 * link as an alert that takes the focus and stays until dismissed or the link is pressed again — the Files page would
 * show nothing new. Before it, the plain-letter offer when the form would carry accents, another alphabet or the
 * client's own words (issue 21.5).
 */
export function GenerateDocuments({ label, state, email }: { label: string; state: InterviewState; email: string }) {
  const t = useChatText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const link = useRef<HTMLButtonElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);
  const generate = async () => {
    setFailure(null);
    setBusy(true);
    let failed: string | null = null;
    try {
      // The server marks what this PDF holds from the saved answers ('changed since your last PDF'): save first.
      await flushChatSaves();
      // Part 8 items 3–7 are already in `fields`; only what did not fit them goes to the continuation sheet.
      // The petition as the server has it now (the save may have brought another device's answers).
      const { fields, continuation } = interview.computeFieldValues(chatStore.get().state ?? state);
      const result = await api.post(`/file/generate/i29f/${encodeURIComponent(email)}`, { ...fields, _additionalInformation: continuation });
      // The server's message is in the reader's language (the client sends Accept-Language).
      if (!result.ok) failed = result.error?.message || t('generateFailed');
    } catch {
      failed = t('generateFailed');
    }
    if (failed) {
      setBusy(false);
      setFailure(failed);
      return;
    }
    updateAppState({ currentProgressBarStep: 4 });
    void navigate('/documents');
  };
  const dismiss = () => {
    setFailure(null);
    link.current?.focus();
  };
  // Answers with accents, another alphabet or in the client's own words: shown first, with the plain-letter offer.
  const offer = usePlainLettersOffer(generate);
  return (
    <>
      <button ref={link} type="button" className="button generate-link" onClick={offer.start} disabled={busy || offer.dialog != null}>
        {label}
      </button>
      {failure && (
        <div ref={alert} tabIndex={-1} className="alert alert--error generate-failure" role="alert">
          <p>
            <strong>{t('generateFailedTitle')}</strong>
          </p>
          <p>{failure}</p>
          <button type="button" className="button button--secondary" onClick={dismiss}>
            {t('dismiss')}
          </button>
        </div>
      )}
      {offer.dialog}
      {busy && (
        <div className="overlay" role="status" aria-live="assertive">
          <Spinner /> {t('generating')}
        </div>
      )}
    </>
  );
}
