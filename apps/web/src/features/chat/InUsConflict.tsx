import { CHAT_MESSAGES } from '@i129f/petition/validators/messages.ts';
import type { ChatMessage, SectionId } from '@i129f/petition/engine/types.ts';
import { dispatchChat } from '../interview-state/chatSession.ts';
import { useChatText } from './texts.ts';

/** The red message the engine shows when the beneficiary's current address is in the USA but the questionnaire said 'not in the U.S.'. */
export const isInUsConflict = (m: ChatMessage): boolean => m.backgroundColor === 'red' && m.content === CHAT_MESSAGES.beneficiaryInUSConflict;

/**
 * Issue 9: a later answer contradicts the questionnaire — the user chooses which is right. 'The address is
 * right' changes the questionnaire answer to Yes (one change of the petition)
 * and sends the country again, so both places agree; otherwise the user types the country of the address.
 */
export function InUsConflict({ sectionId, answerKey, input }: { sectionId: SectionId; answerKey: string; input: string }) {
  const t = useChatText();
  const keepAddress = () => {
    // The questionnaire's answer changes on the server's petition like any other change (issue 19); answers that
    // no longer apply after it were given for a beneficiary abroad and are re-asked by the chat.
    const changed = dispatchChat({ type: 'questionnaire', key: 'beneficiaryInUS', value: 'Yes' });
    if (changed.consent) dispatchChat({ type: 'questionnaire', key: 'beneficiaryInUS', value: 'Yes', clear: changed.consent });
    dispatchChat({ type: 'submit', sectionId, key: answerKey, input });
  };
  return (
    <div className="message__actions">
      <button type="button" className="button button--secondary" onClick={keepAddress}>
        {t('keepAddress')}
      </button>
      <p className="message__hint">{t('otherwiseCountry')}</p>
    </div>
  );
}
