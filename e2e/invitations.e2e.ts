import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { PASSWORD, register } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { staffLogIn } from './support/two-factor.ts';
import { readInvitationLink } from './support/outbox.ts';
import { inviteClient } from './support/invitations.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const LAWYER = `lawyer.${stamp}@example.com`;
const INVITEE = `invitee.${stamp}@example.com`;
const SOLO = `solo.${stamp}@example.com`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first lawyer exists only through the CLI, run against the test server's DATA_DIR. */
function createLawyer(address: string, name: string) {
  const args = ['apps/server/src/cli/create-user.ts', '--type', 'LAWYER', '--email', address, '--name', name, '--password-stdin'];
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, encoding: 'utf8', input: `${PASSWORD}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  if (run.status !== 0) throw new Error(`create-user ${address} failed:\n${run.stdout}\n${run.stderr}`);
}


/** The lawyer signs in with the second factor (issue 10.1; the first time from its mailed set-up link, issue 23.7). */
async function logInAs(page: Page, address: string) {
  await staffLogIn(page, address);
}

/** Fills the "Invite a client" form from the keyboard (Tab between the fields, Enter submits). */
describe('invitations in Chromium', () => {
  it('a lawyer invites a client from the Clients page; the client accepts from the mail and appears on the lawyer’s list', async () => {
    createLawyer(LAWYER, 'Lena Lawyer');
    const lawyerContext = await newContext(browser, baseUrl);
    const lawyer = await lawyerContext.newPage();
    await logInAs(lawyer, LAWYER);
    await lawyer.goto('/clients');
    await lawyer.getByRole('heading', { name: 'Add a paralegal' }).waitFor();
    await expect.poll(() => lawyer.getByText('No pending invitations.').count()).toBe(1);
    await a11y(lawyer, '/clients with the invitation forms');

    await inviteClient(lawyer, 'Ivy Invitee', INVITEE);
    const pending = lawyer.getByRole('list', { name: 'Pending invitations' });
    await pending.getByText(INVITEE).waitFor();
    expect(await pending.getByRole('button', { name: `Revoke the invitation of Ivy Invitee (${INVITEE})` }).count()).toBe(1);
    await a11y(lawyer, '/clients with a pending invitation');

    // The invitee opens the mailed link in another browser.
    const link = await readInvitationLink(dataDir, INVITEE);
    const inviteeContext = await newContext(browser, baseUrl);
    const invitee = await inviteeContext.newPage();
    const apiRequests: string[] = [];
    invitee.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push(r.url());
    });
    await invitee.goto(link);
    await invitee.getByText(/Lena Lawyer invited you to prepare your I-129F petition/).waitFor();
    expect(invitee.url()).not.toContain('token');
    expect(apiRequests.some((u) => u.includes('token='))).toBe(false);
    await a11y(invitee, '/invitation (new account)');
    await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Confirm Password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Set password and accept' }).click();
    await invitee.waitForURL('**/welcome-client');
    await inviteeContext.close();

    // The lawyer's Clients page lists the new client; the invitation is no longer pending.
    await lawyer.reload();
    const table = lawyer.getByRole('table', { name: /paralegals and clients/i });
    await table.getByRole('row', { name: new RegExp(escape(INVITEE)) }).waitFor();
    expect(await table.getByRole('row', { name: /Ivy Invitee/ }).count()).toBe(1);
    await expect.poll(() => lawyer.getByText('No pending invitations.').count()).toBe(1);
    await lawyerContext.close();
  });

  it('a client who registered alone signs in on the invitation page and is linked', async () => {
    const soloContext = await newContext(browser, baseUrl);
    const solo = await soloContext.newPage();
    await register(solo, SOLO);

    const lawyerContext = await newContext(browser, baseUrl);
    const lawyer = await lawyerContext.newPage();
    await logInAs(lawyer, LAWYER);
    await lawyer.goto('/clients');
    await lawyer.getByRole('heading', { name: 'Invite a client' }).waitFor();
    await inviteClient(lawyer, 'Sam Solo', SOLO);

    await solo.goto(await readInvitationLink(dataDir, SOLO));
    await solo.getByRole('button', { name: 'Sign in and accept' }).waitFor();
    await solo.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await solo.getByLabel('Password', { exact: true }).press('Enter');
    await solo.waitForURL('**/welcome-client');
    await soloContext.close();

    await lawyer.reload();
    await lawyer.getByRole('table', { name: /paralegals and clients/i }).getByRole('row', { name: new RegExp(escape(SOLO)) }).waitFor();
    await lawyerContext.close();
  });
});
