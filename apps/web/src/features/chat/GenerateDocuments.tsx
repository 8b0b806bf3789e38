import { useState } from 'react';
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
 * (the official field map plus the Part 8 entries), then /documents whatever the outcome, wizard step 4. Before it,
 * the plain-letter offer when the form would carry accents, another alphabet or the client's own words (issue 21.5).
 */
export function GenerateDocuments({ label, state, email }: { label: string; state: InterviewState; email: string }) {
  const t = useChatText();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const generate = async () => {
    setBusy(true);
    try {
      // The server marks what this PDF holds from the saved answers ('changed since your last PDF'): save first.
      await flushChatSaves();
      // Part 8 items 3–7 are already in `fields`; only what did not fit them goes to the continuation sheet.
      // The petition as the server has it now (the save may have brought another device's answers).
      const { fields, continuation } = interview.computeFieldValues(chatStore.get().state ?? state);
      const result = await api.post(`/file/generate/i29f/${encodeURIComponent(email)}`, { ...fields, _additionalInformation: continuation });
      if (!result.ok) console.warn('[generate] failed', result.status, result.error);
    } catch (error) {
      console.warn('[generate] failed', error);
    }
    updateAppState({ currentProgressBarStep: 4 });
    void navigate('/documents');
  };
  // Answers with accents, another alphabet or in the client's own words: shown first, with the plain-letter offer.
  const offer = usePlainLettersOffer(generate);
  return (
    <>
      <button type="button" className="button generate-link" onClick={offer.start} disabled={busy || offer.dialog != null}>
        {label}
      </button>
      {offer.dialog}
      {busy && (
        <div className="overlay" role="status" aria-live="assertive">
          <Spinner /> {t('generating')}
        </div>
      )}
    </>
  );
}
