import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { onboardClient, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { serverState } from './support/petition.ts';

const baseUrl = inject('baseUrl');
const GIVEN = 'form1[0].#subform[0].Pt1Line6b_GivenName[0]';
const FAMILY = 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]';
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function smallPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

const ANSWERS = ['No', 'Single', 'Birth in the United States', 'No', 'No', 'No', 'Single', 'No', 'No', 'Yes', 'No', 'No', 'No', 'Fiancé(e) (K-1 visa)', 'No', '0'];

async function answerQuestionnaire(page: Page) {
  for (const [i, answer] of ANSWERS.entries()) {
    await page.getByText(`Question ${i + 1} of 16`).waitFor();
    if (i === 0) {
      expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
      await a11y(page, '/file-upload-quesionnaire');
    }
    await page.getByRole('radio', { name: answer, exact: true }).check();
    await page.getByRole('button', { name: i === ANSWERS.length - 1 ? 'Finish' : 'Next' }).click();
  }
  await page.waitForURL('**/file-upload-list');
}

async function uploadWithDialog(page: Page, buttonName: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'From device' }).click()]);
  await chooser.setFiles(files);
  for (const f of files) await dialog.getByText(f.name, { exact: true }).waitFor();
  await a11y(page, `upload dialog (${buttonName})`);
  await dialog.getByRole('button', { name: 'Confirm upload' }).click();
}

/** An API call made from the page with its session and XSRF token, as the app's client makes it. */
function callApi(page: Page, method: 'POST', path: (email: string) => string, body?: unknown) {
  return page.evaluate(
    async ({ method, template, body }) => {
      const xsrfRes = await fetch('/api/xsrf', { credentials: 'include' });
      const fromBody = ((await xsrfRes.json().catch(() => ({}))) as { token?: string }).token;
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
      const xsrf = cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : (fromBody ?? '');
      const email = (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { email: string }).email;
      const r = await fetch(`/api${template.replace('{email}', encodeURIComponent(email))}`, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}`, 'X-XSRF-TOKEN': xsrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, body: (await r.json()) as unknown };
    },
    { method, template: path('{email}'), body },
  );
}

describe('documents and files in Chromium', () => {
  it('uploads documents, generates the petition, previews, edits, downloads and deletes it', async () => {
    const context = await newContext(browser, baseUrl, { acceptDownloads: true });
    const page = await context.newPage();
    const email = uniqueEmail('files');
    await onboardClient(page, email);
    await answerQuestionnaire(page);

    // The evidence a U.S.-born K-1 petitioner needs (issue 20), one section per requirement: proof of citizenship (any one
    // of U.S. passport, birth certificate, consular statement), both photos, the meeting evidence, both intent statements
    // and (recommended) her passport — 9 document rows.
    await page.getByRole('columnheader', { name: 'Document' }).first().waitFor();
    expect(await page.locator('tbody tr').count()).toBe(9);
    expect(await page.getByRole('row', { name: /John Adam's U\.S\. passport/ }).textContent()).toContain('Pending...');
    await a11y(page, '/file-upload-list');

    await uploadWithDialog(page, "Upload: John Adam's U.S. passport", [{ name: 'passport.pdf', mimeType: 'application/pdf', buffer: await smallPdf('Passport of John Adam Smith') }]);
    const prompt = page.getByRole('dialog', { name: 'Translations' });
    await prompt.getByText('You have uploaded passport.pdf. We will need translations of any docs that are not in English.').waitFor();
    await a11y(page, 'translation prompt');
    await prompt.getByRole('button', { name: 'No translation needed' }).click();
    await page.getByRole('button', { name: "Manage Files: John Adam's U.S. passport" }).waitFor();

    await uploadWithDialog(page, "Upload: Maria Elena's Passport (biographic page)", [{ name: 'pasaporte.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByRole('dialog', { name: 'Translations' }).getByRole('button', { name: 'Add translated version' }).click();
    await page.getByRole('dialog', { name: "Upload a translation of Maria Elena's Passport" }).waitFor();
    const dialog = page.getByRole('dialog');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'From device' }).click()]);
    await chooser.setFiles({ name: 'passport-translation.pdf', mimeType: 'application/pdf', buffer: await smallPdf('Translation') });
    await dialog.getByRole('button', { name: 'Confirm upload' }).click();
    await page.getByRole('row', { name: /Maria Elena's Passport \(biographic page\)/ }).getByText('passport-translation.pdf (translation)').waitFor();
    expect(await page.getByRole('row', { name: /Maria Elena's Passport \(biographic page\)/ }).getByRole('button').last().textContent()).toBe('Manage Files');
    const root = JSON.parse((await page.evaluate(() => localStorage.getItem('root'))) ?? '{}') as { currentProgressBarStep: number };
    expect(root.currentProgressBarStep).toBe(2);
    // The questionnaire's answers are the petition's, on the server (issue 19).
    expect(Object.keys((await serverState(page, email)).state?.questionnaire ?? {})).toHaveLength(16);
    await a11y(page, '/file-upload-list with uploads');

    // Next Step: the server reads the uploads (no passport MRZ in these files) → nothing extracted → section 0
    // says so in red (AX-17) and leads on to section 1; section 0 is not listed.
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.waitForURL('**/section/0', { timeout: 120_000 });
    await page.getByText('No values were extracted from the provided documents.').waitFor();
    await expect
      .poll(async () => {
        const { state } = await serverState(page, email);
        return [state?.journey?.reached.includes('documents'), state?.extracted];
      }, { timeout: 15_000 })
      .toEqual([true, {}]);
    await page.getByRole('link', { name: 'Continue with “Preliminary Information”' }).click();
    await page.waitForURL('**/section/1');

    // Generation: the chat's generate link needs all 21 sections; the same call is made from the page.
    const generated = await callApi(page, 'POST', (email) => `/file/generate/i29f/${email}`, { [FAMILY]: 'Smith', [GIVEN]: 'John' });
    expect(generated.status).toBe(200);
    const fileName = (generated.body as { fileName: string }).fileName;
    expect(fileName).toMatch(/^I-129F_Smith_\d{4}-\d{2}-\d{2}\.pdf$/);

    await page.goto('/documents');
    const row = page.getByRole('row', { name: new RegExp(fileName.replace(/\./g, '\\.')) });
    await row.waitFor();
    expect(await page.getByRole('row').count()).toBe(5); // header, the petition, passport.pdf, pasaporte.png and its translation
    await a11y(page, '/documents');

    // Preview: pdf.js draws the pages in the modal.
    await row.getByRole('button', { name: `View ${fileName}` }).click();
    const preview = page.getByRole('dialog', { name: `Preview of ${fileName}` });
    await preview.locator('canvas').first().waitFor();
    await a11y(page, 'PDF preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // Editor: change the given name, Close (it stores the change, spec FILE-10), back on /documents.
    await row.getByRole('button', { name: `Edit ${fileName}` }).click();
    await page.waitForURL('**/pdf-editor/**');
    const inputs = page.locator('.annotationLayer input');
    await inputs.first().waitFor();
    const index = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLInputElement>('.annotationLayer input')).findIndex((i) => i.value === 'John'));
    expect(index).toBeGreaterThanOrEqual(0);
    const field = inputs.nth(index);
    await field.fill('Jonathan');
    await field.press('Tab');
    await a11y(page, '/pdf-editor');
    await page.getByRole('link', { name: 'Close without saving' }).waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.waitForURL('**/documents');
    await row.waitFor();

    // Download: the stored file carries the edit.
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${fileName}` }).click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const pdf = await PDFDocument.load(readFileSync((await download.path())!), { ignoreEncryption: true });
    expect(pdf.getForm().getTextField(GIVEN).getText()).toBe('Jonathan');
    expect(pdf.getForm().getTextField(FAMILY).getText()).toBe('Smith');

    // Delete with confirmation.
    await row.getByRole('button', { name: `Delete ${fileName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${fileName}?` });
    await confirm.getByText('Are you sure you want to delete this file? This action cannot be undone.').waitFor();
    await a11y(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Confirm Delete' }).click();
    await row.waitFor({ state: 'detached' });
    // Gone on the server too (no reload: other sessions rebuild apps/web/dist while browser tests run).
    const listed = await callApi(page, 'POST', (email) => `/file/client/files/${email}`);
    expect((listed.body as { fileName: string }[]).map((f) => f.fileName)).not.toContain(fileName);
    expect(await page.getByRole('row').count()).toBe(4);
    await context.close();
  });
});
