import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { PASSWORD } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { staffLogIn } from './support/two-factor.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FAMILY = 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]';
const GIVEN = 'form1[0].#subform[0].Pt1Line6b_GivenName[0]';

const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const email = (name: string) => `${name}.${stamp}@example.com`;
const LAWYER = email('lawyer');
const PARALEGAL = email('para');
const CLIENT = email('client');
const NO_FILES_CLIENT = email('nofiles');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Accounts made by the CLI against the test server's DATA_DIR (staff; clients under a paralegal without going through an invitation). */
function createStaff(type: 'LAWYER' | 'PARALEGAL' | 'CLIENT', address: string, name: string, parent?: string) {
  const args = ['apps/server/src/cli/create-user.ts', '--type', type, '--email', address, '--name', name, '--password-stdin', ...(parent ? ['--parent', parent] : [])];
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, encoding: 'utf8', input: `${PASSWORD}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  if (run.status !== 0) throw new Error(`create-user ${address} failed:\n${run.stdout}\n${run.stderr}`);
}

/** A client under the paralegal (CLI: sign-up no longer links), logged in in the page, (optionally) with its I-129F generated. Returns the file name. */
async function clientWithPetition(page: Page, address: string, parentEmail: string, fields: Record<string, string> | null): Promise<string | null> {
  createStaff('CLIENT', address, `Client ${address.split('.')[0]}`, parentEmail);
  return page.evaluate(
    async ({ address, fields, password }) => {
      const xsrf = async () => ((await (await fetch('/api/xsrf')).json()) as { xsrfToken: string }).xsrfToken;
      const post = async (url: string, body: unknown, token?: string) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': await xsrf() };
        if (token) headers.Authorization = `Bearer ${token}`;
        const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include' });
        if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
        return res.json() as Promise<Record<string, unknown>>;
      };
      const { token } = (await post('/api/login', { username: address, password })) as { token: string };
      if (!fields) return null;
      const { fileName } = (await post(`/api/file/generate/i29f/${encodeURIComponent(address)}`, fields, token)) as { fileName: string };
      return fileName;
    },
    { address, fields, password: PASSWORD },
  );
}

async function logIn(page: Page, address: string) {
  // Staff sign in with the second factor (issue 10.1).
  if (address === LAWYER || address === PARALEGAL) return staffLogIn(page, address);
  await page.goto('/login');
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL('**/welcome-client');
}

describe('Clients page in Chromium', () => {
  it("lets a lawyer open a paralegal, see its client's generated file and download the zip", async () => {
    createStaff('LAWYER', LAWYER, 'Lena Lawyer');
    createStaff('PARALEGAL', PARALEGAL, 'Paul Paralegal', LAWYER);

    const clientContext = await newContext(browser, baseUrl);
    const clientPage = await clientContext.newPage();
    await clientPage.goto('/login');
    const fileName = await clientWithPetition(clientPage, CLIENT, PARALEGAL, { [FAMILY]: 'Clientson', [GIVEN]: 'Carla' });
    expect(fileName).toMatch(/^I-129F_Clientson_\d{4}-\d{2}-\d{2}\.pdf$/);
    await clientWithPetition(clientPage, NO_FILES_CLIENT, PARALEGAL, null);
    await clientContext.close();

    const context = await newContext(browser, baseUrl, { acceptDownloads: true });
    const page = await context.newPage();
    await logIn(page, LAWYER);
    await page.goto('/clients');
    const table = page.getByRole('table', { name: /paralegals and clients/i });
    const toggle = table.getByRole('button', { name: /Paul Paralegal/ });
    await toggle.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Name ↕', 'Role', 'Email', 'Review status ↕', 'Open comments ↕', 'Generated Files']);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await a11y(page, '/clients (lawyer, collapsed)');

    // Keyboard: focus the disclosure and open it with Enter.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const row = table.getByRole('row', { name: new RegExp(CLIENT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await row.waitFor();
    expect(await row.getByText(fileName!, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download Files/ }).click()]);
    expect(download.suggestedFilename()).toBe(`client.${stamp}-files.zip`);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(files)).toEqual([fileName]);
    expect(Buffer.from(files[fileName!]!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    // A client without files: the inline alert.
    const empty = table.getByRole('row', { name: new RegExp(NO_FILES_CLIENT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await empty.getByRole('button', { name: /^Download Files/ }).click();
    await expect.poll(() => empty.getByRole('alert').textContent()).toBe('No files were generated for this user.');
    await a11y(page, '/clients (lawyer, expanded, no-files alert)');

    // Collapse again.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => row.isVisible()).toBe(false);
    await context.close();
  });

  it('shows the paralegal a flat list and a client nothing', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await logIn(page, PARALEGAL);
    await page.goto('/clients');
    const table = page.getByRole('table', { name: 'Your clients' });
    await table.getByRole('button', { name: /^Download Files/ }).first().waitFor();
    expect(await table.getByRole('button', { name: /^Download Files/ }).count()).toBe(2);
    expect(await table.locator('[aria-expanded]').count()).toBe(0);
    await a11y(page, '/clients (paralegal)');
    await context.close();

    const clientContext = await newContext(browser, baseUrl);
    const clientPage = await clientContext.newPage();
    const requests: string[] = [];
    clientPage.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await logIn(clientPage, CLIENT);
    await clientPage.goto('/clients');
    await clientPage.getByText(/The Clients page is for lawyers and paralegals/).waitFor();
    expect(await clientPage.getByRole('table').count()).toBe(0);
    expect(requests.filter((p) => p.startsWith('/api/user/findUserByEmail') || p.startsWith('/api/file/clients'))).toEqual([]);
    await a11y(clientPage, '/clients (client)');
    await clientContext.close();
  });
});
