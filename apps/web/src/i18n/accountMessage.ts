import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { i18n } from './i18n.ts';

type AccountKey = keyof typeof ACCOUNT_MESSAGES;
const KEY_OF = new Map<string, AccountKey>(Object.entries(ACCOUNT_MESSAGES).map(([key, text]) => [text, key as AccountKey]));

/** An account message (packages/petition/src/account/messages.ts) in the reader's language. */
export const accountText = (key: AccountKey): string => i18n.t(key, { ns: 'account' });

/**
 * The account rules answer in English; this shows such a text in the reader's language. A text that is not an
 * account message (e.g. a server's 429 message) is shown as it came. Call it while rendering a component that
 * uses useTranslation, so a language change re-renders it.
 */
export function translateAccountMessage(text: string): string;
export function translateAccountMessage(text: string | undefined): string | undefined;
export function translateAccountMessage(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = KEY_OF.get(text);
  return key ? accountText(key) : text;
}
