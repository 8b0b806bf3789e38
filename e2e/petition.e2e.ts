import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response, Route } from 'playwright-core';
import { PDFDocument, PDFName, type PDFForm } from 'pdf-lib';
import type { ChangesRequest, ChangesResponse } from '@i129f/petition/api/petition.ts';
import { FORM_FIELDS } from '@i129f/petition/fields/form-fields.ts';
import { logIn, onboardClient, pathOf, startApplication, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { answer, answerQuestionnaire, logPageErrors, nextQuestion, onboard, walkSection, walkToEnd } from './support/chat-walk.ts';
import { K1_ANSWERS } from './support/k1-couple.ts';
import { answerSectionsByChanges, callApi, downloadFile, localStorageText, sendChanges, serverAnswer, serverState } from './support/petition.ts';
import { createUser } from './support/staff.ts';
import { staffLogIn } from './support/two-factor.ts';

/**
 * Issue 19, 'Done when': one petition, kept on the server. The same client on a phone and on a desktop; two devices
 * editing at once; no SSN, A-Number or passport number in the browser's storage; an approved petition read-only.
 * Waits on conditions only (CI runs on a loaded 2-core machine). Screenshots: e2e/.artifacts/petition/ (gitignored).
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const ARTIFACTS = fileURLToPath(new URL('./.artifacts/petition/', import.meta.url));
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' };

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

/** A fresh browser (its own storage: another device) with one page. */
async function device(options: BrowserContextOptions, label: string): Promise<Page> {
  const context = await newContext(browser, baseUrl, options);
  contexts.push(context);
  const page = await context.newPage();
  logPageErrors(page, label);
  return page;
}

const snap = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });

/** The rows of the required documents list (/file-upload-list), by their first cell. */
async function documentRows(page: Page): Promise<string[]> {
  await page.getByRole('columnheader', { name: 'Document' }).first().waitFor();
  return (await page.locator('tbody tr td:first-child, tbody tr th:first-child').allTextContents()).map((t) => t.trim());
}

/** The server's answer to a request of `page` that changes `key` (an edit). */
const editOf = (key: string) => (r: Response) =>
  r.url().includes('/api/petition/changes/') && r.request().method() === 'POST' && ((r.request().postDataJSON() as ChangesRequest | null)?.changes.some((c) => c.type === 'edit' && c.key === key) ?? false);

/** The client's answer bubble whose text matches, its 'Edit Response' opened and the new value typed (not yet sent). */
async function startEdit(page: Page, shown: RegExp, value: string): Promise<void> {
  const bubble = page.locator('.message--right').filter({ has: page.locator('.message__text', { hasText: shown }) });
  await bubble.getByRole('button', { name: 'Edit Response' }).click();
  await page.getByLabel('Edit your answer').fill(value);
}

const exactly = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A checkbox of the generated I-129F: whether its value is its on-value, and the appearance state of its widgets. */
function checkbox(form: PDFForm, id: keyof typeof FORM_FIELDS): { on: string | undefined; checked: boolean; appearance: (string | undefined)[] } {
  const meta = FORM_FIELDS[id];
  const box = form.getCheckBox(meta.name);
  const appearance = box.acroField.getWidgets().map((w) => w.getAppearanceState()?.decodeText());
  return { on: 'on' in meta ? meta.on : undefined, checked: box.isChecked(), appearance };
}

describe('one petition kept on the server (issue 19)', () => {
  it('a: setup and the questionnaire on a phone, then the desktop lands where she left off, finishes the chat and generates an I-129F with the K-1 box and Part 3 Item 1', async () => {
    const email = uniqueEmail('two-devices');

    // On the phone: sign up, setup, the whole questionnaire → the required documents.
    const phone = await device(PHONE, 'phone');
    await onboardClient(phone, email);
    await phone.getByRole('radio').first().waitFor();
    await snap(phone, 'phone-questionnaire');
    const given = await answerQuestionnaire(phone);
    expect(given.size).toBeGreaterThanOrEqual(14);
    const phoneList = await documentRows(phone);
    expect(phoneList.length).toBeGreaterThan(0);
    await snap(phone, 'phone-documents');
    // Where she is reaches the server as she gets there (she may pick up the desktop right away).
    await expect.poll(async () => (await serverState(phone, email)).state?.journey?.last, { timeout: 15_000 }).toBe('/file-upload-list');

    // On the desktop: log in → she lands on the documents page, not in the chat, with the same list.
    const desk = await device(DESKTOP, 'desktop');
    await desk.goto('/login');
    await logIn(desk, email);
    await desk.waitForURL('**/welcome-client');
    await desk.getByRole('link', { name: 'Continue your application' }).click();
    await desk.waitForURL((url) => !['/welcome-client', '/welcome'].includes(url.pathname));
    expect(pathOf(desk)).toBe('/file-upload-list');
    expect(await documentRows(desk)).toEqual(phoneList);
    // The header is at the step of that page too, though this browser stored no step yet.
    expect(await desk.getByRole('progressbar', { name: 'Application progress' }).getAttribute('aria-valuetext')).toMatch(/^Upload,/);
    await snap(desk, 'desktop-landing-documents');

    // The questionnaire shows the answers given on the phone, question by question.
    await desk.goto('/file-upload-quesionnaire');
    const shown = new Map<string, string>();
    for (let i = 0; i < 20; i++) {
      const checked = desk.locator('.questionnaire__option input[type=radio]:checked');
      await checked.waitFor();
      const legend = ((await desk.locator('legend').first().textContent()) ?? '').trim();
      shown.set(legend, await checked.evaluate((el) => (el as HTMLInputElement).value));
      if (i === 0) await snap(desk, 'desktop-questionnaire');
      const button = desk.getByRole('button', { name: /^(Next|Finish)$/ });
      if ((await button.textContent()) === 'Finish') {
        await button.click();
        await desk.waitForURL('**/file-upload-list');
        break;
      }
      await button.click();
      await desk.waitForFunction((before) => document.querySelector('legend')?.textContent?.trim() !== before, legend);
    }
    expect(shown).toEqual(given);

    // The documents step (nothing uploaded) → the chat, answered to the end.
    await documentRows(desk);
    await desk.getByRole('button', { name: 'Next Step' }).click();
    await desk.waitForURL('**/section/1');
    await desk.getByRole('log').waitFor();
    await snap(desk, 'desktop-chat-section-1');
    const perSection = await walkToEnd(desk);
    const answered = Object.values(perSection).reduce((a, b) => a + b, 0);
    expect(answered).toBeGreaterThan(100);
    await snap(desk, 'desktop-chat-generate');

    // The I-129F: generated from the petition, downloaded through the API, read with pdf-lib.
    const generated = desk.waitForResponse((r) => r.url().includes('/api/file/generate/i29f/') && r.request().method() === 'POST', { timeout: 60_000 });
    await desk.getByRole('button', { name: 'Generate I-129F Documents →' }).click();
    const response = await generated;
    expect(response.status()).toBe(200);
    const { fileName } = (await response.json()) as { fileName: string };
    await desk.waitForURL('**/documents', { timeout: 30_000 });
    const form = (await PDFDocument.load(await downloadFile(desk, email, fileName), { ignoreEncryption: true })).getForm();

    // Part 1 Item 4: the K-1 box (questionnaire: Fiancé(e) (K-1 visa)), not the K-3 one.
    expect(checkbox(form, 'Pt1Line4a_Checkboxes[0]')).toEqual({ on: 'A', checked: true, appearance: ['A'] });
    expect(checkbox(form, 'Pt1Line4a_Checkboxes[1]').checked).toBe(false);
    // Part 3 Item 1 (protection order): the box of her questionnaire answer.
    const protectionOrder = (await serverState(desk, email)).state?.questionnaire.protectionOrder;
    expect(protectionOrder).toBe('No');
    expect(checkbox(form, 'Pt3Line1_Checkboxes[1]')).toEqual({ on: 'N', checked: true, appearance: ['N'] });
    expect(checkbox(form, 'Pt3Line1_Checkboxes[0]').checked).toBe(false);
    console.log(`petition e2e (a): ${given.size} questionnaire answers on the phone, ${answered} chat answers on the desktop, I-129F ${fileName}`);
  }, 400_000);

  it('b: two devices edit at once and no answer is lost; the same answer edited on both shows both values on the second, and its choice is the one kept', async () => {
    const email = uniqueEmail('together');
    const desk = await device(DESKTOP, 'desktop');
    await onboard(desk, email);
    await walkSection(desk);
    await expect.poll(async () => (await serverState(desk, email)).state?.sections['1']?.completed, { timeout: 15_000 }).toBe(true);

    const phone = await device(PHONE, 'phone');
    await phone.goto('/login');
    await logIn(phone, email);
    await phone.waitForURL('**/welcome-client');
    await phone.goto('/section/1');
    await phone.getByRole('log').getByText(K1_ANSWERS['pet.mobile'] as string, { exact: true }).waitFor();

    // 1. Different answers, sent together: each device's request is held until the other's is on its way too.
    const DESK_EMAIL = 'john.desk@example.com';
    const PHONE_MOBILE = '217-555-0199';
    let held = 0;
    let releaseBoth!: () => void;
    const both = new Promise<void>((resolve) => (releaseBoth = resolve));
    const holdEditOf = (key: string) => async (route: Route) => {
      const body = route.request().postDataJSON() as ChangesRequest | null;
      if (!body?.changes.some((c) => c.type === 'edit' && c.key === key)) return route.continue();
      held += 1;
      if (held === 2) releaseBoth();
      await both;
      await route.continue();
    };
    await desk.route('**/api/petition/changes/**', holdEditOf('pet.email'));
    await phone.route('**/api/petition/changes/**', holdEditOf('pet.mobile'));
    await startEdit(desk, exactly(K1_ANSWERS['pet.email'] as string), DESK_EMAIL);
    await startEdit(phone, exactly(K1_ANSWERS['pet.mobile'] as string), PHONE_MOBILE);
    const deskSaved = desk.waitForResponse(editOf('pet.email'));
    const phoneSaved = phone.waitForResponse(editOf('pet.mobile'));
    await Promise.all([desk.getByRole('button', { name: 'OK' }).click(), phone.getByRole('button', { name: 'OK' }).click()]);
    const answers = await Promise.all([deskSaved, phoneSaved]);
    expect(held).toBe(2);
    expect(answers.map((r) => r.status())).toEqual([200, 200]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as ChangesResponse[];
    expect(bodies.map((b) => b.conflicts)).toEqual([[], []]);
    // The one applied second was applied on the other's version: the server sent its petition back, with both.
    const [deskBody, phoneBody] = bodies as [ChangesResponse, ChangesResponse];
    expect(deskBody.state !== undefined || phoneBody.state !== undefined).toBe(true);
    for (const b of bodies) if (b.state) expect([b.state.answers['pet.email'], b.state.answers['pet.mobile']]).toEqual([DESK_EMAIL, PHONE_MOBILE]);
    await desk.unrouteAll();
    await phone.unrouteAll();
    const onServer = (await serverState(desk, email)).state?.answers;
    expect([onServer?.['pet.email'], onServer?.['pet.mobile']]).toEqual([DESK_EMAIL, PHONE_MOBILE]);
    // Each device shows both once it read the petition again.
    for (const page of [desk, phone]) {
      await page.reload();
      await page.getByRole('log').getByText(DESK_EMAIL, { exact: true }).waitFor();
      await page.getByRole('log').getByText(PHONE_MOBILE, { exact: true }).waitFor();
    }

    // 2. The same answer: the desktop changes the e-mail first; the phone, still showing the old one, changes it too.
    const FIRST = 'a.desk@example.com';
    const SECOND = 'b.phone@example.com';
    await startEdit(desk, exactly(DESK_EMAIL), FIRST);
    const first = desk.waitForResponse(editOf('pet.email'));
    await desk.getByRole('button', { name: 'OK' }).click();
    expect(((await (await first).json()) as ChangesResponse).conflicts).toEqual([]);
    await startEdit(phone, exactly(DESK_EMAIL), SECOND);
    const conflicted = phone.waitForResponse(editOf('pet.email'));
    await phone.getByRole('button', { name: 'OK' }).click();
    const conflicts = ((await (await conflicted).json()) as ChangesResponse).conflicts;
    expect(conflicts.map((c) => [c.key, c.theirs, c.yours])).toEqual([['pet.email', FIRST, SECOND]]);

    // The phone shows both values and asks which one is right.
    const notice = phone.getByRole('group', { name: 'This answer was changed on another device' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`the other device saved “${FIRST}”; this device had “${SECOND}”`);
    await notice.getByRole('button', { name: `Keep “${FIRST}”` }).waitFor();
    await snap(phone, 'phone-conflict');
    const chosen = phone.waitForResponse(editOf('pet.email'));
    await notice.getByRole('button', { name: `Use “${SECOND}”` }).click();
    const choice = (await (await chosen).json()) as ChangesResponse;
    expect(choice.conflicts).toEqual([]);
    await notice.waitFor({ state: 'detached' });
    await phone.getByRole('log').getByText(SECOND, { exact: true }).waitFor();
    expect(await serverAnswer(phone, email, 'pet.email')).toBe(SECOND);
    await desk.reload();
    await desk.getByRole('log').getByText(SECOND, { exact: true }).waitFor();
  });

  it('c: no SSN, A-Number or passport number in local storage during a session, and Log Out loses nothing', async () => {
    const SSN = '512-34-6789';
    const A_NUMBER = 'A087654321';
    const PASSPORT = 'P7C4K9Q2';
    // As typed and as stored (the validators keep digits only; an A-Number without its A, 9 digits).
    const secrets = [SSN, '512346789', A_NUMBER, '087654321', PASSPORT];
    const checkStorage = async (page: Page, when: string) => {
      const text = await localStorageText(page);
      for (const secret of secrets) expect(text.includes(secret), `${secret} in local storage ${when}`).toBe(false);
    };
    const email = uniqueEmail('secrets');
    const page = await device(DESKTOP, 'desktop');
    await onboard(page, email);
    await checkStorage(page, 'after setup and the questionnaire');

    // The beneficiary's passport read from an upload (the documents step's change): section 0 asks to confirm it.
    const { version } = await serverState(page, email);
    const extracted = await sendChanges(page, email, version, [
      { type: 'extracted', passed: true, info: { benPassportNumber: PASSPORT, benCountryOfIssuancePassport: 'Russia', benExpirationDatePassport: '01/01/2032' } },
    ]);
    expect(extracted.status).toBe(200);
    await page.goto('/section/0');
    await page.getByRole('log').getByText(PASSPORT).first().waitFor();
    await checkStorage(page, 'with the passport number on screen');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('button', { name: 'Go to next section' }).waitFor();
    await expect.poll(async () => JSON.stringify((await serverState(page, email)).state?.answers).includes(PASSPORT), { timeout: 15_000 }).toBe(true);
    await checkStorage(page, 'after the passport number was confirmed');

    // Sections 1–3 as changes; section 4 in the chat: 'Do you have a U.S. Social Security Number?' Yes, then the SSN.
    await answerSectionsByChanges(page, email, [1, 2, 3]);
    await page.goto('/section/4');
    const asked: string[] = [];
    await walkSection(page, Infinity, {
      answers: { 'pet.ssn.has': 'Yes', 'pet.ssn': SSN },
      afterAnswer: async ({ key }) => {
        asked.push(key);
        if (key === 'pet.ssn') await checkStorage(page, 'right after the SSN was answered');
      },
    });
    expect(asked).toContain('pet.ssn');
    await expect.poll(() => serverAnswer(page, email, 'pet.ssn'), { timeout: 15_000 }).toBe('512346789');
    await checkStorage(page, 'at the end of section 4');
    await page.reload();
    await page.getByRole('log').getByText(/512-?34-?6789/).first().waitFor();
    await checkStorage(page, 'after a reload of section 4');
    await page.goto('/check-answers');
    await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
    await page.getByText(/512-?34-?6789/).first().waitFor();
    await checkStorage(page, 'on Check your answers');

    // Sections 5–15 as changes; section 16 in the chat: the beneficiary's A-Number, then Log Out at once.
    await answerSectionsByChanges(page, email, [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    await page.goto('/section/16');
    for (let q = await nextQuestion(page); q; q = await nextQuestion(page)) {
      await answer(page, q, { answers: { 'ben.aNumber': A_NUMBER } });
      if (q.key === 'ben.aNumber') break;
    }
    await page.getByRole('button', { name: 'John Smith' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
    await checkStorage(page, 'after Log Out');

    // Log in again: everything is still there, and she is back in section 16.
    await logIn(page, email);
    await page.waitForURL('**/welcome-client');
    await page.getByRole('link', { name: 'Continue your application' }).click();
    await page.waitForURL('**/section/16');
    await page.getByRole('log').getByText(/0?87654321/).first().waitFor();
    const after = (await serverState(page, email)).state?.answers ?? {};
    expect([after['pet.ssn'], after['ben.aNumber'], JSON.stringify(after).includes(PASSPORT)]).toEqual(['512346789', '087654321', true]);
    await checkStorage(page, 'after logging in again');
    await page.goto('/section/4');
    await page.getByRole('log').getByText(/512-?34-?6789/).first().waitFor();
    await checkStorage(page, 'in section 4 after logging in again');
  }, 300_000);

  it('d: after the lawyer approves, the chat shows the answers without Edit Response or an input, with the read-only note', async () => {
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const LAWYER = `approve-lawyer.${stamp}@example.com`;
    const CLIENT = `approve-client.${stamp}@example.com`;
    createUser(dataDir, 'LAWYER', LAWYER, 'Rita Reviewer');
    createUser(dataDir, 'CLIENT', CLIENT, 'Carl Client', LAWYER);

    const client = await device(DESKTOP, 'client');
    await client.goto('/login');
    await logIn(client, CLIENT);
    await startApplication(client);
    await answerQuestionnaire(client);
    await client.getByRole('button', { name: 'Next Step' }).click();
    await client.waitForURL('**/section/1');
    await walkSection(client);
    await expect.poll(async () => (await serverState(client, CLIENT)).state?.sections['1']?.completed, { timeout: 15_000 }).toBe(true);
    expect(await client.getByRole('button', { name: 'Edit Response' }).count()).toBeGreaterThan(0);

    // The lawyer approves (the status through the API with her session, after two-factor sign-in).
    const lawyer = await device(DESKTOP, 'lawyer');
    await staffLogIn(lawyer, LAWYER);
    const approved = await callApi<{ status: string }>(lawyer, 'POST', `/review/${encodeURIComponent(CLIENT)}/status`, { status: 'approved' });
    expect([approved.status, approved.body.status]).toEqual([200, 'approved']);

    // The client's chat: her answers, no Edit Response, no input, no Reset, and the note saying why.
    await client.goto('/section/1');
    const note = client.getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toMatch(/^Rita Reviewer approved this petition on .+\. Your answers are read-only now/);
    const log = client.getByRole('log');
    await log.getByText(K1_ANSWERS['pet.email'] as string, { exact: true }).waitFor();
    expect(await client.locator('.message--right').count()).toBeGreaterThan(0);
    expect(await client.getByRole('button', { name: 'Edit Response' }).count()).toBe(0);
    expect(await client.locator('.chat-input').count()).toBe(0);
    expect(await client.getByRole('textbox').count()).toBe(0);
    expect(await client.getByRole('button', { name: /Reset/ }).count()).toBe(0);
    expect(await client.getByRole('alert').count()).toBe(0);
    await snap(client, 'desktop-approved-chat');
    const phone = await device(PHONE, 'client phone');
    await phone.goto('/login');
    await logIn(phone, CLIENT);
    await phone.waitForURL('**/welcome-client');
    await phone.goto('/section/1');
    await phone.getByRole('note').waitFor();
    await phone.getByRole('log').getByText(K1_ANSWERS['pet.email'] as string, { exact: true }).waitFor();
    expect(await phone.getByRole('button', { name: 'Edit Response' }).count()).toBe(0);
    expect(await phone.locator('.chat-input').count()).toBe(0);
    await snap(phone, 'phone-approved-chat');
  });
});
