import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { PASSWORD } from './accounts.ts';

/**
 * Staff sign-in in the browser (issue 10.1): password, then the second factor on /two-factor. The first time
 * the account enrols: the key is read from the page (as a person would type it into an app) and kept here.
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

/** On /two-factor after the password: enrols (first time: key from the page, code, recovery codes) or enters a code. */
export async function completeTwoFactor(page: Page, email: string): Promise<void> {
  await page.waitForURL('**/two-factor');
  const field = page.getByLabel('6-digit code');
  await field.waitFor();
  if ((await page.getByRole('heading', { level: 1, name: 'Set up two-factor login' }).count()) > 0) {
    const key = (await page.locator('.two-factor__secret code').textContent())?.replace(/\s+/g, '') ?? '';
    if (!/^[A-Z2-7]{16,}$/.test(key)) throw new Error(`no setup key on the page: "${key}"`);
    secrets.set(email, key);
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

/** Signs a lawyer or paralegal in from /login through the second factor; lands on /welcome-client. */
export async function staffLogIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await completeTwoFactor(page, email);
}
