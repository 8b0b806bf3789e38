import type { UserInfo } from '@i129f/petition/api/auth.ts';
import type { Language } from '@i129f/petition/i18n/languages.ts';
import { saveLanguage } from '../api/account.ts';
import { currentLanguage, LANGUAGE_KEY, setLanguage } from '../i18n/i18n.ts';
import { hasValidSession } from './session.ts';

/**
 * The language is kept on the account too (issue 21.5), so a sign-in on another browser reads in it. A pick while
 * signed in is sent to the server (POST /api/me/language); a failed save leaves this browser's choice as it is.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  if (hasValidSession()) await saveLanguage(language).catch(() => undefined);
}

/**
 * After sign-in: the account's language is shown (and remembered in this browser). An account that never chose one
 * keeps the language this browser was set to, when it was set by a pick.
 */
export async function applyAccountLanguage(user: UserInfo): Promise<void> {
  if (user.language) {
    if (user.language !== currentLanguage()) await setLanguage(user.language).catch(() => undefined);
    return;
  }
  if (pickedHere()) await saveLanguage(currentLanguage()).catch(() => undefined);
}

function pickedHere(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_KEY) != null;
  } catch {
    return false;
  }
}
