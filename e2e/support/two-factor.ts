import { generate } from 'otplib';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD } from './accounts.ts';
import { readMailLink } from './outbox.ts';

/**
 * Staff sign-in in the browser (issue 10.1): password, then the second factor on /two-factor. An account enrols only
 * from its mailed set-up link (issue 23.7: create-user and a lawyer's reset mail one; the password alone is refused):
 * the link and the password open the set-up, whose key is read from the page (as a person would type it into an app)
 * and kept here.
 * The server refuses a code of a time step it accepted already, so each sign-in of an account uses the next
 * unused step (the server takes one step ahead of its clock); when none is left inside that window, this waits
 * until the clock reaches it.
 */
const secrets = new Map<string, string>();
const lastStep = new Map<string, number>();
const PERIOD_MS = 30_000;
export const recoveryCodesOf = new Map<string, string[]>();

/** The key an account enrolled with in this test file (after `completeTwoFactor`). */
export const secretOf = (email: string): string | undefined => secrets.get(email);

/** A fresh TOTP code for `email`: a step after the last one used, at most one ahead of now. */
export async function nextCode(email: string): Promise<string> {
  const secret = secrets.get(email);
  if (!secret) throw new Error(`${email} has not enrolled in this test file`);
  const step = Math.max(Math.floor(Date.now() / PERIOD_MS), (lastStep.get(email) ?? -1) + 1);
  while (step > Math.floor(Date.now() / PERIOD_MS) + 1) await new Promise((r) => setTimeout(r, 250));
  lastStep.set(email, step);
  return generate({ secret, epoch: step * (PERIOD_MS / 1000) });
}

/** On /two-factor: enrols (opened from the set-up link: key from the page, code, recovery codes) or enters a code. */
export async function completeTwoFactor(page: Page, email: string): Promise<void> {
  await page.waitForURL('**/two-factor');
  const field = page.getByLabel('6-digit code');
  await field.waitFor();
  if ((await page.getByRole('heading', { level: 1, name: 'Set up two-factor login' }).count()) > 0) {
    secrets.set(email, await keyOnPage(page));
    await field.fill(await nextCode(email));
    await field.press('Enter');
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodesOf.set(email, (await list.getByRole('listitem').allTextContents()).map((c) => c.trim()));
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  } else {
    await field.fill(await nextCode(email));
    await field.press('Enter');
  }
  await page.waitForURL('**/welcome-client');
}

/** Keeps the key of an account that set up its authenticator elsewhere (a staff invitation's accept page). */
export const rememberSecret = (email: string, secret: string): void => void secrets.set(email, secret);

/** Forgets the account's key (after a reset): its next staffLogIn enrols from the newest mailed link. */
export function forgetSecret(email: string): void {
  secrets.delete(email);
  lastStep.delete(email);
}

/** Reads the key shown by a set-up screen (QR code and key as text), as a person would type it into an app. */
export async function keyOnPage(page: Page): Promise<string> {
  const key = (await page.locator('.two-factor__secret code').textContent())?.replace(/\s+/g, '') ?? '';
  if (!/^[A-Z2-7]{16,}$/.test(key)) throw new Error(`no setup key on the page: "${key}"`);
  return key;
}

/** The newest /two-factor-enrolment#token= link mailed to `email` (the test server's DATA_DIR/outbox). */
export const readEnrolmentLink = (email: string): Promise<string> =>
  readMailLink(inject('dataDir'), email, /https?:\/\/[^\s"'<>]+\/two-factor-enrolment#token=[A-Za-z0-9_-]+/, 'two-factor set-up');

/**
 * Opens the account's newest mailed set-up link on the test server (the CLI's link names PUBLIC_URL: only its fragment
 * is kept), enters the password, and enrols on /two-factor; lands on /welcome-client.
 */
export async function enrolFromMail(page: Page, email: string, password = PASSWORD): Promise<void> {
  const link = await readEnrolmentLink(email);
  await page.goto(`/two-factor-enrolment${new URL(link).hash}`);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await completeTwoFactor(page, email);
}

/** Signs a lawyer or paralegal in from /login through the second factor (enrolling from its mailed link the first time); lands on /welcome-client. */
export async function staffLogIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  if (!secrets.has(email)) return enrolFromMail(page, email, password);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await completeTwoFactor(page, email);
}
