import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { FORM_FIELDS } from '@i129f/petition/fields/form-fields.ts';
import { onboardClient, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { answerQuestionnaire, logPageErrors } from './support/chat-walk.ts';
import { answerSectionsByChanges, downloadFile, serverState } from './support/petition.ts';

/**
 * Issue 21.5: before the I-129F is written, the answers that are not plain Latin letters are shown with their plain
 * spelling; 'Use plain letters' writes it (through the petition's changes) and the PDF carries 'Jose Nunez'.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the plain-letter offer before the form', () => {
  it("shows 'José Núñez' with 'Jose Nunez'; Use plain letters → the generated I-129F carries Jose Nunez", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    logPageErrors(page, 'plain-letters');
    const email = uniqueEmail('jose');
    await onboardClient(page, email, ['John', 'Adam', 'Smith', 'José', 'Elena', 'Núñez']);
    await answerQuestionnaire(page);
    await answerSectionsByChanges(page, email, 'all');

    await page.goto('/section/21');
    const generate = page.getByRole('button', { name: 'Generate I-129F Documents →' });
    await generate.click();
    const dialog = page.getByRole('alertdialog', { name: 'Before the form is written' });
    await dialog.waitFor();
    await dialog.getByText('José', { exact: true }).waitFor();
    await dialog.getByText('Plain letters: Jose', { exact: true }).waitFor();
    await dialog.getByText('Plain letters: Nunez', { exact: true }).waitFor();
    await a11y(page, '/section/21 plain-letter offer');

    // The dialog has the focus, and on a phone it fits the screen without sideways scrolling.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.querySelector('[role="alertdialog"]')!.getBoundingClientRect();
          const root = document.documentElement;
          return { fits: box.left >= 0 && box.right <= root.clientWidth + 1, sideways: root.scrollWidth > root.clientWidth + 1 };
        }),
      )
      .toEqual({ fits: true, sideways: false });

    // By keyboard alone: Tab to 'Use plain letters' (the focus stays in the dialog), Enter.
    const generated = page.waitForResponse((r) => r.url().includes('/api/file/generate/i29f/') && r.request().method() === 'POST', { timeout: 60_000 });
    const useButton = dialog.getByRole('button', { name: 'Use plain letters' });
    for (let i = 0; i < 20 && !(await useButton.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Enter');
    const response = await generated;
    expect(response.status()).toBe(200);
    const { fileName } = (await response.json()) as { fileName: string };
    await page.waitForURL('**/documents', { timeout: 30_000 });

    const state = (await serverState(page, email)).state;
    expect(state?.names).toMatchObject({ beneficiaryFirstName: 'Jose', beneficiaryLastName: 'Nunez' });
    const form = (await PDFDocument.load(await downloadFile(page, email, fileName), { ignoreEncryption: true })).getForm();
    expect(form.getTextField(FORM_FIELDS['Pt2Line1b_GivenName[0]'].name).getText()).toBe('Jose');
    expect(form.getTextField(FORM_FIELDS['Pt2Line1a_FamilyName[0]'].name).getText()).toBe('Nunez');
    await context.close();
  }, 300_000);
});
