import { useTranslation } from 'react-i18next';
import { chat } from '@i129f/petition/i18n/en/chat.ts';
import { registerEnglish } from '../../i18n/i18n.ts';

// The chat's English labels travel with the chat's chunk (every chat component imports this module).
registerEnglish('chat', chat);

/** The chat screen's own labels in the reader's language: `const t = useChatText(); t('send')`. */
export const useChatText = () => useTranslation('chat').t;
