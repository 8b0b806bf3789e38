import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { PASSWORD } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { staffLogIn } from './support/two-factor.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const email = (name: string) => `${name}.${stamp}@example.com`;
const LAWYER = email('st-lawyer');
const PARA1 = email('st-para1');
const PARA2 = email('st-para2');
const CLIENT = email('st-client');

let browser: Browser;
function createUser(type: 'LAWYER' | 'PARALEGAL' | 'CLIENT', address: string, name: string, parent?: string) {
  const args = ['apps/server/src/cli/create-user.ts', '--type', type, '--email', address, '--name', name, '--password-stdin', ...(parent ? ['--parent', parent] : [])];
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, encoding: 'utf8', input: `${PASSWORD}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  if (run.status !== 0) throw new Error(`create-user ${address} failed:\n${run.stdout}\n${run.stderr}`);
}
beforeAll(async () => {
  browser = await launchBrowser();
  createUser('LAWYER', LAWYER, 'Lou Lawyer');
  createUser('PARALEGAL', PARA1, 'Pam First', LAWYER);
  createUser('PARALEGAL', PARA2, 'Pat Second', LAWYER);
  createUser('CLIENT', CLIENT, 'Cleo Client', PARA1);
});
afterAll(async () => {
  await browser?.close();
});

async function clientLogIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(CLIENT);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
}

const item = (page: Page, name: string) => page.getByRole('list', { name: 'Accounts you manage' }).getByRole('listitem').filter({ hasText: name });

describe('deactivation and reassignment from the Clients page in Chromium', () => {
  it('a lawyer deactivates a client by keyboard (confirm dialog), the client cannot sign in, reactivation lets it in; reassigns it to another paralegal', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await staffLogIn(page, LAWYER);
    await page.goto('/clients');
    const cleo = item(page, 'Cleo Client');
    await cleo.waitFor();
    expect(await cleo.textContent()).toContain(`with ${PARA1}`);
    await a11y(page, '/clients (manage accounts)');

    // Keyboard: focus Deactivate, Enter opens the dialog; Escape closes it and gives the focus back.
    const deactivate = cleo.getByRole('button', { name: 'Deactivate Cleo Client' });
    await deactivate.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Deactivate Cleo Client?' });
    await dialog.waitFor();
    await a11y(page, '/clients (deactivate dialog)');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await deactivate.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('status').filter({ hasText: 'Cleo Client was deactivated.' }).waitFor();
    await expect.poll(() => cleo.textContent()).toContain('Deactivated');

    // The client is refused with a clear message.
    const clientContext = await newContext(browser, baseUrl);
    const clientPage = await clientContext.newPage();
    await clientLogIn(clientPage);
    await clientPage.getByRole('alert').filter({ hasText: 'This account has been deactivated. Please contact your law firm.' }).waitFor();
    expect(new URL(clientPage.url()).pathname).toBe('/login');

    // Reactivate: the client signs in again.
    await cleo.getByRole('button', { name: 'Reactivate Cleo Client' }).click();
    await expect.poll(() => cleo.textContent()).toContain('Active');
    await clientLogIn(clientPage);
    await clientPage.waitForURL('**/welcome-client');
    await clientContext.close();

    // Reassign to the second paralegal.
    await cleo.getByRole('button', { name: 'Reassign Cleo Client' }).click();
    const move = page.getByRole('dialog', { name: 'Reassign Cleo Client' });
    await move.waitFor();
    await a11y(page, '/clients (reassign dialog)');
    await move.getByLabel('New paralegal').selectOption(PARA2);
    await move.getByRole('button', { name: 'Reassign' }).click();
    await page.getByText('Cleo Client is now with Pat Second.').waitFor();
    await expect.poll(() => cleo.textContent()).toContain(`with ${PARA2}`);
    await context.close();

    // The second paralegal now lists the client.
    const paraContext = await newContext(browser, baseUrl);
    const para = await paraContext.newPage();
    await staffLogIn(para, PARA2);
    await para.goto('/clients');
    await item(para, 'Cleo Client').waitFor();
    await paraContext.close();
  });
});
