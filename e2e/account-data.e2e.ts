import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { logIn, PASSWORD, register, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(page: Page, email: string) {
  await register(page, email);
  await logIn(page, email);
  await page.waitForURL('**/welcome-client');
}

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

describe('your data in Chromium', () => {
  it('downloads the export, shows the activity, deletes the account from the keyboard', async () => {
    const context = await newContext(browser, baseUrl, { acceptDownloads: true });
    const page = await context.newPage();
    const email = uniqueEmail('data');
    await signedIn(page, email);

    // User menu → Your Data.
    await page.getByRole('button', { name: /John Smith/ }).click();
    await page.getByRole('menuitem', { name: 'Your Data' }).click();
    await page.waitForURL('**/your-data');
    await page.getByRole('heading', { level: 1, name: 'Your Data' }).waitFor();
    await a11y(page, '/your-data');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe('i129f-account-export.zip');
    const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(zip).sort()).toEqual(['account.json', 'answer-history.json', 'audit.json', 'chat-state.json']);
    expect(JSON.parse(strFromU8(zip['account.json']!)).account.email).toBe(email.toLowerCase());
    await page.getByText('Your data was downloaded.').waitFor();

    // The export is on the activity list.
    await page.getByRole('link', { name: 'See who opened or changed your data' }).click();
    await page.waitForURL('**/activity');
    await page.getByRole('cell', { name: /Downloaded all account data/ }).waitFor();
    await expect(page.getByRole('rowheader').first().textContent()).resolves.toContain('You (Client)');
    await a11y(page, '/activity');

    // Delete, keyboard only: the dialog takes focus, a wrong password is named on the field, Escape closes.
    await page.goto('/your-data');
    const remove = page.getByRole('button', { name: 'Delete my account' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const password = dialog.getByLabel('Type your password to confirm');
    await expect(password.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('Wrong-passw0rd!');
    await page.keyboard.press('Enter');
    await dialog.getByText('The password is not correct.').waitFor();
    await a11y(page, 'delete account dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(remove.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    await page.getByText('Your account and its data were deleted.').waitFor();
    expect((await storageKeys(page)).filter((k) => k !== 'root')).toEqual([]);

    // The account is gone.
    await logIn(page, email);
    await page.getByText('Invalid credentials', { exact: false }).waitFor();
    await context.close();
  });

  it('a session the server ended clears local storage on the next API call', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const email = uniqueEmail('expired');
    await signedIn(page, email);
    await page.evaluate(() => localStorage.setItem('i129fChat', JSON.stringify({ email: 'x', state: { answers: { ssn: '123-45-6789' } } })));
    // The token dies on the server (as after expiry or a password reset elsewhere); the page does not know.
    const status = await page.evaluate(async () => {
      const xsrf = (await (await fetch('/api/xsrf')).json()) as { xsrfToken: string };
      const r = await fetch('/api/logout', { method: 'POST', headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'X-XSRF-TOKEN': xsrf.xsrfToken } });
      return r.status;
    });
    expect(status).toBe(200);
    expect(await storageKeys(page)).toContain('token');
    await page.goto('/documents');
    await page.waitForURL('**/login');
    expect((await storageKeys(page)).filter((k) => k !== 'root')).toEqual([]);
    await context.close();
  });
});
