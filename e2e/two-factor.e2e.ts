import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { PASSWORD } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { completeTwoFactor, nextCode, recoveryCodesOf, secretOf, staffLogIn } from './support/two-factor.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const LAWYER = `tf-lawyer.${stamp}@example.com`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const args = ['apps/server/src/cli/create-user.ts', '--type', 'LAWYER', '--email', LAWYER, '--name', 'Tess Factor', '--password-stdin'];
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, encoding: 'utf8', input: `${PASSWORD}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  if (run.status !== 0) throw new Error(`create-user failed:\n${run.stdout}\n${run.stderr}`);
});
afterAll(async () => {
  await browser?.close();
});

async function password(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(LAWYER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL('**/two-factor');
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Tess Factor' }).click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

describe('staff two-factor login in Chromium', () => {
  it('enrols at the first sign-in (key read from the page, code computed here), logs out, signs in with a code and with a recovery code', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();

    // First sign-in: enrolment screen with the QR code and the key; no session yet.
    await password(page);
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
});
