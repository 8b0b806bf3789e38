import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { QUESTIONNAIRE } from '@i129f/petition/questionnaire/questions.ts';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { enterSetupNames, logIn, PASSWORD, pathOf } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { K1_QUESTIONNAIRE } from './support/k1-couple.ts';
import { staffLogIn } from './support/two-factor.ts';
import { inviteClient } from './support/invitations.ts';
import { readInvitationLink } from './support/outbox.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const LAWYER = `review-lawyer.${stamp}@example.com`;
const CLIENT = `review-client.${stamp}@example.com`;
const FIRST_EMAIL = `john.${stamp}@example.com`;
const FIXED_EMAIL = `john.smith.${stamp}@example.com`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Accounts through the CLI against the test server's DATA_DIR: the lawyer, and a client under the lawyer. */
function createUser(type: 'LAWYER' | 'CLIENT', address: string, name: string, parent?: string) {
  const args = ['apps/server/src/cli/create-user.ts', '--type', type, '--email', address, '--name', name, '--password-stdin', ...(parent ? ['--parent', parent] : [])];
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, encoding: 'utf8', input: `${PASSWORD}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  if (run.status !== 0) throw new Error(`create-user ${address} failed:\n${run.stdout}\n${run.stderr}`);
}

/** The couple's questionnaire answer for the question on the page (else its first option). */
function questionnaireAnswer(legend: string, options: string[]): string {
  const asked = QUESTIONNAIRE.find((q) => new RegExp(`^${q.prompt.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{beneficiary\}/g, '.+')}$`).test(legend.trim()));
  const wanted = asked ? K1_QUESTIONNAIRE[asked.key] : undefined;
  return wanted && options.includes(wanted) ? wanted : (options[0] as string);
}

/** The client, signed in by accepting the invitation: conditions, setup names, questionnaire, document list → /section/1. */
async function onboard(page: Page) {
  await page.waitForURL('**/welcome-client');
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Start Application' }).click();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.waitForURL('**/setup');
  await enterSetupNames(page);
  await page.waitForURL('**/file-upload-quesionnaire');
  for (let i = 0; i < 20 && pathOf(page) === '/file-upload-quesionnaire'; i++) {
    const legend = (await page.locator('legend').first().textContent()) ?? '';
    const values = await page.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    await page.getByRole('radio', { name: questionnaireAnswer(legend, values), exact: true }).check();
    const button = page.getByRole('button', { name: /^(Next|Finish)$/ });
    const label = await button.textContent();
    await button.click();
    if (label === 'Finish') await page.waitForURL('**/file-upload-list');
  }
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.waitForURL('**/section/1');
}

/** One saved answer as the server has it. */
async function serverAnswer(page: Page, key: string) {
  return page.evaluate(
    async ([e, k]) => {
      const r = await fetch(`/api/chat-state/i29F/load/${encodeURIComponent(e)}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      const body = (await r.json()) as { state: { answers?: Record<string, string> } | null };
      return body.state?.answers?.[k];
    },
    [CLIENT, key] as const,
  );
}

/** The comments as the server has them (the client's own session). */
async function serverComments(page: Page) {
  return page.evaluate(async (e) => {
    const r = await fetch(`/api/review/${encodeURIComponent(e)}/comments`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await r.json()) as { status: string; comments: Array<{ answerKey: string; resolvedAt: number | null }> };
  }, CLIENT);
}

describe('petition review in Chromium', () => {
  it('lawyer invites → client accepts and answers → marks ready → lawyer comments an item and sends it back → client goes to that question and fixes it → resolved → lawyer approves', async () => {
    createUser('LAWYER', LAWYER, 'Rita Reviewer');

    // The lawyer invites the client from the Clients page.
    const inviterContext = await newContext(browser, baseUrl, { reducedMotion: 'reduce' });
    const inviter = await inviterContext.newPage();
    await staffLogIn(inviter, LAWYER);
    await inviter.goto('/clients');
    await inviteClient(inviter, 'Carl Client', CLIENT);
    await inviterContext.close();

    // The client accepts from the mail, answers the first two questions of section 1 and marks the petition ready.
    const clientContext = await newContext(browser, baseUrl, { reducedMotion: 'reduce' });
    const client = await clientContext.newPage();
    await client.goto(await readInvitationLink(dataDir, CLIENT));
    await client.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await client.getByLabel('Confirm Password').fill(PASSWORD);
    await client.getByRole('button', { name: 'Set password and accept' }).click();
    await onboard(client);
    const answer = client.getByLabel('Your answer');
    await answer.fill(FIRST_EMAIL);
    await answer.press('Enter');
    await client.getByText(FIRST_EMAIL, { exact: true }).waitFor();
    await answer.fill('+1 555 123 4567');
    await answer.press('Enter');
    await client.getByText('+1 555 123 4567', { exact: true }).waitFor();
    // Saves are debounced: wait until the server has the answers.
    await expect.poll(() => serverAnswer(client, 'pet.mobile'), { timeout: 20_000 }).toBeDefined();
    await client.goto('/comments');
    await client.getByRole('heading', { level: 1, name: 'Comments from your law firm' }).waitFor();
    await a11y(client, '/comments (no comments yet)');
    await client.getByRole('button', { name: 'My petition is ready for review' }).click();
    await client.getByText('Your law firm can now review your petition.').waitFor();
    await expect.poll(async () => (await serverComments(client)).status).toBe('ready');
    await clientContext.close();

    // The lawyer opens the review from the Clients page and comments the e-mail item by keyboard.
    const lawyerContext = await newContext(browser, baseUrl, { reducedMotion: 'reduce' });
    const lawyer = await lawyerContext.newPage();
    await staffLogIn(lawyer, LAWYER);
    await lawyer.goto('/clients');
    const row = lawyer.getByRole('row', { name: /Carl Client/ });
    await row.getByText('Ready for review').waitFor();
    await row.getByRole('link', { name: 'Review the petition of Carl Client' }).click();
    await lawyer.getByRole('heading', { level: 1, name: 'Petition of Carl Client' }).waitFor();
    const item = lawyer.getByRole('row', { name: new RegExp(FIRST_EMAIL.replace(/[.]/g, '\\.')) });
    await item.waitFor();
    expect(await item.locator('td').first().textContent()).toBe('5'); // Part 5, the petitioner's contact information
    expect(await item.textContent()).toMatch(/email/i); // the printed label / the question
    await a11y(lawyer, '/review');
    await item.getByRole('button', { name: /^Comment on Part 5, Item/ }).focus();
    await lawyer.keyboard.press('Enter');
    await lawyer.keyboard.type('Please use the e-mail address you check every day.');
    await lawyer.keyboard.press('Tab');
    await lawyer.keyboard.press('Enter');
    await lawyer.getByRole('status').filter({ hasText: 'Comment saved.' }).waitFor();
    await item.getByText('1 open').waitFor();
    await lawyer.getByRole('button', { name: 'Send back for changes' }).click();
    await lawyer.getByText('Changes requested', { exact: true }).waitFor();
    await a11y(lawyer, '/review with a comment');

    // The client signs in again: the banner, the comment, 'Go to this question', the answer changed.
    const againContext = await newContext(browser, baseUrl, { reducedMotion: 'reduce' });
    const again = await againContext.newPage();
    await again.goto('/login');
    await logIn(again, CLIENT);
    await again.waitForURL((url) => url.pathname !== '/login');
    await again.getByText('Your law firm left 1 comment on your petition.').waitFor();
    await again.getByRole('link', { name: 'See the comments' }).click();
    await again.getByText('Please use the e-mail address you check every day.').waitFor();
    await a11y(again, '/comments with an open comment');
    await again.getByRole('link', { name: /^Go to this question/ }).click();
    await again.waitForURL((url) => url.pathname === '/section/1' && url.search.includes('question='));
    const edit = again.getByLabel('Edit your answer');
    await edit.waitFor();
    expect(await edit.inputValue()).toBe(FIRST_EMAIL);
    expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true);
    await edit.fill(FIXED_EMAIL);
    await edit.press('Enter');
    await again.getByText(FIXED_EMAIL, { exact: true }).waitFor();
    await expect.poll(async () => (await serverComments(again)).comments[0]?.resolvedAt ?? null, { timeout: 20_000 }).not.toBeNull();
    await againContext.close();

    // The lawyer sees it resolved and approves.
    await lawyer.reload();
    await lawyer.getByRole('heading', { level: 1, name: 'Petition of Carl Client' }).waitFor();
    await lawyer.getByRole('row', { name: new RegExp(FIXED_EMAIL.replace(/[.]/g, '\\.')) }).waitFor();
    const resolved = lawyer.getByRole('listitem').filter({ hasText: 'Please use the e-mail address you check every day.' });
    await resolved.filter({ hasText: /Resolved/ }).waitFor();
    await lawyer.getByRole('button', { name: 'Approve' }).click();
    await lawyer.getByText('Approved. The answers are locked.').waitFor();
    await lawyer.getByRole('button', { name: 'Re-open' }).waitFor();
    await a11y(lawyer, '/review approved');
    // The trail names the status set; reloading the review (same petition version) adds no 'Opened' row.
    const trail = lawyer.getByRole('table', { name: /^Views, comments, status changes/ });
    const opened = async () => {
      await lawyer.reload();
      await trail.getByText('Changed the petition status to Approved').first().waitFor();
      return trail.getByRole('row').filter({ hasText: 'Opened the petition review' }).count();
    };
    const first = await opened();
    expect(first).toBeGreaterThan(0);
    expect(await opened()).toBe(first);
    expect(await opened()).toBe(first);
    await lawyer.goto('/clients');
    await lawyer.getByRole('row', { name: /Carl Client/ }).getByText('Approved').waitFor();
    await lawyerContext.close();
  });
});
