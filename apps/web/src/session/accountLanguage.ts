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
  else remember(PICKED_SIGNED_OUT, language);
}

/**
 * A pick made on the sign-in page (signed out): it is the reader's latest choice, so it wins over the account's at the
 * next sign-in and is saved on the account then. Without it, an account created in English would turn back to English
 * the page she had just switched to Spanish to sign in.
 */
const PICKED_SIGNED_OUT = 'languagePickedSignedOut';

/**
 * After sign-in: the account's language is shown (and remembered in this browser). An account that never chose one
 * keeps the language this browser was set to, when it was set by a pick.
 */
export async function applyAccountLanguage(user: UserInfo): Promise<void> {
  const picked = recall(PICKED_SIGNED_OUT);
  remember(PICKED_SIGNED_OUT, null);
  if (picked === currentLanguage()) {
    if (user.language !== picked) await saveLanguage(picked).catch(() => undefined);
    return;
  }
  if (user.language) {
    if (user.language !== currentLanguage()) await setLanguage(user.language).catch(() => undefined);
    return;
  }
  if (pickedHere()) await saveLanguage(currentLanguage()).catch(() => undefined);
}

function remember(key: string, value: string | null): void {
  try {
    if (value == null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the account's language applies at sign-in.
  }
}

function recall(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function pickedHere(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_KEY) != null;
  } catch {
    return false;
  }
}
