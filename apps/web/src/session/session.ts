import '../app/zodJitless.ts'; // before the first schema parse (see the file)
import { ZUserInfo, type LoginResponse, type UserInfo } from '@i129f/petition/api/auth.ts';
import { createStore, useStore } from '../state/createStore.ts';
import { readItem, readJson, writeItem } from '../state/storage.ts';

/** Local-storage keys of spec §3: user info, token and expiry are stored separately. */
export const SESSION_KEYS = { userInfo: 'userInfo', token: 'token', tokenExpiry: 'tokenExpiry' } as const;

/** Client-side session length (spec §6): 4 hours. */
export const SESSION_TTL_MS = 144e5;

export interface Session {
  userInfo: UserInfo | null;
  token: string | null;
  tokenExpiry: number | null;
}

function load(): Session {
  const info = ZUserInfo.safeParse(readJson(SESSION_KEYS.userInfo));
  const expiry = Number(readItem(SESSION_KEYS.tokenExpiry));
  return {
    userInfo: info.success ? info.data : null,
    token: readItem(SESSION_KEYS.token),
    tokenExpiry: Number.isFinite(expiry) && expiry > 0 ? expiry : null,
  };
}

function save(session: Session): void {
  writeItem(SESSION_KEYS.userInfo, session.userInfo ? JSON.stringify(session.userInfo) : null);
  writeItem(SESSION_KEYS.token, session.token);
  writeItem(SESSION_KEYS.tokenExpiry, session.tokenExpiry == null ? null : String(session.tokenExpiry));
}

export const sessionStore = createStore<Session>(load(), save);

/** Spec §6: valid only while a token and an unexpired expiry are stored. */
export function isSessionValid(session: Session, now = Date.now()): boolean {
  return Boolean(session.token) && session.tokenExpiry != null && session.tokenExpiry > now && session.userInfo != null;
}

/** Re-reads local storage (another tab, or a test that edits it) and tells whether the session is usable. */
export function hasValidSession(now = Date.now()): boolean {
  sessionStore.set(load());
  return isSessionValid(sessionStore.get(), now);
}

/** Signed in: the session is stored, and the account's language shown (issue 21.5; accountLanguage.ts). */
export function startSession(response: LoginResponse, now = Date.now()): void {
  sessionStore.set({
    userInfo: response.user,
    token: response.token,
    tokenExpiry: Math.min(response.tokenExpiry, now + SESSION_TTL_MS),
  });
  void import('./accountLanguage.ts').then((m) => m.applyAccountLanguage(response.user));
}

export function clearSession(): void {
  sessionStore.set({ userInfo: null, token: null, tokenExpiry: null });
}

export function updateUserInfo(patch: Partial<UserInfo>): void {
  sessionStore.set((s) => (s.userInfo ? { ...s, userInfo: { ...s.userInfo, ...patch } } : s));
}

export function useUserInfo(): UserInfo | null {
  return useStore(sessionStore, (s) => s.userInfo);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key == null || Object.values(SESSION_KEYS).includes(event.key as never)) sessionStore.set(load());
  });
}
