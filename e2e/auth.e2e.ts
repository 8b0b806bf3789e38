import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { logIn, pathOf, register, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { readResetLink } from './support/outbox.ts';
import { localStorageText, serverState } from './support/petition.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accounts and onboarding in Chromium', () => {
  it('registers, logs in, accepts the conditions and completes setup with the keyboard only', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const email = uniqueEmail('john');

    await page.goto('/register');
    await a11y(page, '/register');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await a11y(page, '/register with errors');
    await register(page, email);

    await a11y(page, '/login');
    await logIn(page, email, 'Wrong-passw0rd!');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid credentials');
    await a11y(page, '/login with an error');
    await logIn(page, email);
    await page.waitForURL('**/welcome-client');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(JSON.parse(stored.userInfo ?? '{}')).toMatchObject({ email, fullName: 'John Smith', userType: 'CLIENT', acceptedConditions: false });
    expect(Number(stored.tokenExpiry) - Date.now()).toBeGreaterThan(143e5 - 60_000);
    await a11y(page, '/welcome-client');

    await page.goto('/welcome');
    await a11y(page, '/welcome intro');
    await page.getByRole('button', { name: 'Start Application' }).click();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please agree to all statements before proceeding.');
    await a11y(page, '/welcome consent');
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.waitForURL('**/setup');
    await a11y(page, '/setup');

    // Keyboard only from here: the first field has focus.
    for (const [value, key] of [['John', 'Enter'], ['Adam', 'ArrowRight'], ['Smith', 'Enter'], ['Maria', 'Enter'], ['Elena', 'ArrowRight'], ['Lopez', 'Enter']] as const) {
      await page.keyboard.type(value);
      await page.keyboard.press(key);
    }
    await page.waitForURL('**/file-upload-quesionnaire');
    // The names are the petition's, on the server (issue 19), with the page she is on.
    await expect
      .poll(async () => {
        const { state } = await serverState(page, email);
        return { names: state?.names, last: state?.journey?.last };
      }, { timeout: 15_000 })
      .toEqual({
        names: {
          petitionerFirstName: 'John',
          petitionerSecondName: 'Adam',
          petitionerLastName: 'Smith',
          beneficiaryFirstName: 'Maria',
          beneficiarySecondName: 'Elena',
          beneficiaryLastName: 'Lopez',
        },
        last: '/file-upload-quesionnaire',
      });
    expect(await localStorageText(page)).not.toMatch(/Maria|Lopez/);
    await a11y(page, '/file-upload-quesionnaire');

    // Accepted conditions now skip /welcome to where she left off, also after a fresh login.
    await page.goto('/welcome');
    await page.waitForURL('**/file-upload-quesionnaire');

    // User menu by keyboard, then Log Out.
    await page.getByRole('button', { name: 'John Smith' }).focus();
    await page.keyboard.press('Enter');
    await a11y(page, 'user menu open');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    await page.getByRole('button', { name: 'John Smith' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await logIn(page, email);
    await page.waitForURL('**/welcome-client');
    await page.goto('/welcome');
    await page.waitForURL('**/file-upload-quesionnaire');
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const email = uniqueEmail('maria');
    await register(page, email);

    await page.goto('/forgot-password');
    await a11y(page, '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Email').press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Password reset email was sent successfully. Please check your inbox.');
    await a11y(page, '/forgot-password sent');

    await page.goto('/confirm-account?token=bogus');
    await page.getByText('Token is either expired or invalid.', { exact: false }).waitFor();
    await a11y(page, '/confirm-account invalid');

    // The token is in the link's fragment (issue 23.6): no request the browser makes carries it — the page load
    // included — and the address bar (the history entry) loses it once the page has read it.
    const link = await readResetLink(dataDir, email);
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
    expect(token.length).toBeGreaterThan(20);
    const requests: { url: string; referer: string | undefined }[] = [];
    const onRequest = (r: Request) => void requests.push({ url: r.url(), referer: r.headers().referer });
    page.on('request', onRequest);
    await page.goto(link);
    await page.getByLabel('Confirm Password').waitFor();
    expect(page.url()).toBe(`${new URL(link).origin}/confirm-account`);
    expect(await page.evaluate(() => window.location.href)).not.toContain(token);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.url.includes(token) || r.referer?.includes(token))).toEqual([]);
    page.off('request', onRequest);
    await a11y(page, '/confirm-account form');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill('N3wPassw0rd!');
    await page.getByLabel('Confirm Password').fill('N3wPassw0rd!');
    await page.getByLabel('Confirm Password').press('Enter');
    await page.waitForURL('**/login');

    await logIn(page, email);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid credentials');
    await logIn(page, email, 'N3wPassw0rd!');
    await page.waitForURL('**/welcome-client');
    await context.close();
  });

  it('keeps the remaining screens accessible, on desktop and on a phone', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    for (const path of ['/', '/reset-pass-status', '/no-such-page']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await a11y(page, path);
    }
    expect(await page.getByRole('heading', { name: 'ERROR 404' }).count()).toBe(1);
    await page.goto('/setup');
    await page.waitForURL('**/login');
    await context.close();

    const phone = await newContext(browser, baseUrl, { viewport: { width: 375, height: 812 } });
    const mobile = await phone.newPage();
    const email = uniqueEmail('phone');
    await register(mobile, email);
    await logIn(mobile, email);
    await mobile.waitForURL('**/welcome-client');
    expect(await mobile.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await mobile.getByRole('button', { name: 'Menu' }).click();
    const links = await mobile.getByRole('navigation', { name: 'Mobile' }).getByRole('link').allTextContents();
    expect(links).toEqual(['Files']);
    await a11y(mobile, 'mobile menu open');
    await mobile.getByRole('link', { name: 'Files' }).click();
    await mobile.waitForURL('**/documents');
    expect(pathOf(mobile)).toBe('/documents');
    await a11y(mobile, '/documents on a phone');
    await phone.close();
  });
});
