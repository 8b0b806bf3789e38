import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { PASSWORD } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { readInvitationLink } from './support/outbox.ts';
import { completeTwoFactor, forgetSecret, keyOnPage, nextCode, readEnrolmentLink, recoveryCodesOf, rememberSecret, secretOf, staffLogIn } from './support/two-factor.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const LAWYER = `tf-lawyer.${stamp}@example.com`;
const PARTNER = `tf-partner.${stamp}@example.com`;
const PARALEGAL = `tf-para.${stamp}@example.com`;

/** npm run create-user against the test server's DATA_DIR: the account and a mailed set-up link (issue 23.7). */
function createLawyer(email: string, name: string, firmOf?: string) {
  const args = ['apps/server/src/cli/create-user.ts', '--type', 'LAWYER', '--email', email, '--name', name, '--password-stdin', ...(firmOf ? ['--firm-of', firmOf] : [])];
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, encoding: 'utf8', input: `${PASSWORD}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  if (run.status !== 0) throw new Error(`create-user failed:\n${run.stdout}\n${run.stderr}`);
  expect(run.stdout).toContain(`A link to set up two-factor login was mailed to ${email}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  createLawyer(LAWYER, 'Tess Factor');
});
afterAll(async () => {
  await browser?.close();
});

async function passwordOnly(page: Page, email = LAWYER) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
}

async function password(page: Page) {
  await passwordOnly(page);
  await page.waitForURL('**/two-factor');
}

const NOT_SET_UP = 'Two-factor login is not set up for this account yet. Open the set-up link e-mailed to you; if you have none, ask a lawyer of your firm to send a new one.';

async function logOut(page: Page, name = 'Tess Factor') {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

describe('staff two-factor login in Chromium', () => {
  it('the password alone does not reach the set-up; the mailed link and the password do (key read from the page, code computed here); then a code and a recovery code sign in', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();

    // The password of an account without an authenticator: told to use the mailed link, no set-up screen, no session.
    await passwordOnly(page);
    await page.getByRole('alert').filter({ hasText: NOT_SET_UP }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await a11y(page, '/login (two-factor login not set up)');

    // The link create-user mailed (its token in the fragment, read and cleared by the page) and the password.
    const link = await readEnrolmentLink(LAWYER);
    await page.goto(`/two-factor-enrolment${new URL(link).hash}`);
    await page.getByText(`This link sets up two-factor login for ${LAWYER}.`, { exact: false }).waitFor();
    expect(page.url()).not.toContain('token');
    await a11y(page, '/two-factor-enrolment');
    await page.getByLabel('Password').fill('WrongPass1!');
    await page.getByLabel('Password').press('Enter');
    await page.getByText('Invalid credentials').waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL('**/two-factor');
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor login' }).waitFor();
    const qr = page.getByRole('img', { name: /QR code for your authenticator app/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await a11y(page, '/two-factor (enrolment)');

    // A wrong code is refused on the field.
    const field = page.getByLabel('6-digit code');
    await field.fill('000000');
    await field.press('Enter');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await a11y(page, '/two-factor (enrolment, wrong code)');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The helper reads the key from the page, types the code, keeps the recovery codes and goes on.
    await completeTwoFactor(page, LAWYER);
    expect(recoveryCodesOf.get(LAWYER)).toHaveLength(10);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toEqual(expect.any(String));
    await logOut(page);

    // Sign in again: a code from the app (computed here with otplib).
    await password(page);
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    await a11y(page, '/two-factor (code)');
    const codeField = page.getByLabel('6-digit code');
    await codeField.fill(await nextCode(LAWYER));
    await codeField.press('Enter');
    await page.waitForURL('**/welcome-client');
    await page.goto('/clients');
    await page.getByRole('table', { name: /paralegals and clients/i }).waitFor();
    await logOut(page);

    // A recovery code, by keyboard: switch to it, type it, Enter; it works once.
    const [firstCode] = recoveryCodesOf.get(LAWYER)!;
    await password(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recovery = page.getByLabel('Recovery code');
    await recovery.fill(firstCode!);
    await a11y(page, '/two-factor (recovery code)');
    await recovery.press('Enter');
    await page.waitForURL('**/welcome-client');
    await logOut(page);

    await password(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(firstCode!);
    await page.getByLabel('Recovery code').press('Enter');
    await page.getByText('That recovery code is not valid or was already used.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/two-factor');
    await context.close();
  });

  it('a code of a time step before the last one used is refused (no replay), though it is inside the ±30 s window', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await staffLogIn(page, LAWYER);
    await logOut(page);
    await password(page);
    // The last sign-in used the current step or the next one: the previous step's code is still in the window but spent.
    const lastUsed = await generate({ secret: secretOf(LAWYER)!, epoch: Math.floor(Date.now() / 1000) - 30 });
    const field = page.getByLabel('6-digit code');
    await field.fill(lastUsed);
    await field.press('Enter');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/two-factor');
    await context.close();
  });

  it('a paralegal the lawyer invites sets the password and the authenticator on the invitation page, before any session; then signs in with a code', async () => {
    const lawyerContext = await newContext(browser, baseUrl);
    const lawyer = await lawyerContext.newPage();
    await staffLogIn(lawyer, LAWYER);
    await lawyer.goto('/clients');
    const form = lawyer.getByRole('form', { name: 'Add a paralegal' });
    await form.getByLabel('Paralegal name').fill('Pia Para');
    await form.getByLabel('Paralegal email').fill(PARALEGAL);
    await form.getByRole('button', { name: 'Add paralegal' }).click();
    await expect.poll(() => lawyer.getByRole('status').filter({ hasText: 'Invitation sent to' }).textContent()).toBe(`Invitation sent to ${PARALEGAL}.`);
    await lawyerContext.close();

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(await readInvitationLink(dataDir, PARALEGAL));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next: set up two-factor login' }).click();
    const qr = page.getByRole('img', { name: /QR code for your authenticator app/ });
    await qr.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await a11y(page, '/invitation (paralegal: authenticator)');
    rememberSecret(PARALEGAL, await keyOnPage(page));
    const field = page.getByLabel('6-digit code');
    await field.fill(await nextCode(PARALEGAL));
    await page.getByRole('button', { name: 'Confirm and create my account' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.waitForURL('**/clients');
    await logOut(page, 'Pia Para');
    // From now on the password step asks for the app's code.
    await staffLogIn(page, PARALEGAL);
    await context.close();
  });

  it('a lawyer resets the two-factor login of another lawyer of the firm on the Clients page; the colleague sets it up again from the new mail', async () => {
    createLawyer(PARTNER, 'Pat Partner', LAWYER);
    const partnerContext = await newContext(browser, baseUrl);
    const partner = await partnerContext.newPage();
    await staffLogIn(partner, PARTNER);

    const firstLink = await readEnrolmentLink(PARTNER);

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await staffLogIn(page, LAWYER);
    await page.goto('/clients');
    const item = page.getByRole('list', { name: 'Other lawyers of your firm' }).getByRole('listitem').filter({ hasText: 'Pat Partner' });
    await item.getByText('Two-factor login set up').waitFor();
    await a11y(page, '/clients (lawyers of the firm)');
    await item.getByRole('button', { name: 'Reset two-factor login of Pat Partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset two-factor login of Pat Partner?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reset two-factor login' }).click();
    await page.getByText('Two-factor login of Pat Partner was reset. A set-up link was e-mailed to them.').waitFor();
    await item.getByText('Waiting for two-factor set-up').waitFor();
    await context.close();

    // The colleague's session ended; the password alone is told to use the new link, which sets it up again.
    await expect.poll(() => readEnrolmentLink(PARTNER)).not.toBe(firstLink);
    forgetSecret(PARTNER);
    const me = await partner.evaluate(async () => (await fetch('/api/me', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).status);
    expect(me).toBe(403);
    await passwordOnly(partner, PARTNER);
    await partner.getByRole('alert').filter({ hasText: NOT_SET_UP }).waitFor();
    await staffLogIn(partner, PARTNER);
    await partnerContext.close();
  });
});
