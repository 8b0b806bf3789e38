import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ChangesRequest } from '@i129f/petition/api/petition.ts';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { onboardClient, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { answerQuestionnaire } from './support/chat-walk.ts';
import { answerSectionsByChanges } from './support/petition.ts';

const baseUrl = inject('baseUrl');
const NEW_EMAIL = 'john.changed@example.com';
const THIRD_EMAIL = 'john.third@example.com';

/** The server's answer to the change of the e-mail made on Check your answers. */
const emailEdit = (r: Response) =>
  r.url().includes('/api/petition/changes/') && r.status() === 200 && ((r.request().postDataJSON() as ChangesRequest | null)?.changes.some((c) => c.type === 'edit' && c.key === 'pet.email') ?? false);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pdfText(bytes: Uint8Array, pageNumber: number): Promise<string> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise; // pdf.js takes (detaches) its buffer
  try {
    const content = await (await doc.getPage(pageNumber)).getTextContent();
    return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  } finally {
    await doc.destroy();
  }
}

describe('ready to mail in Chromium', () => {
  it('check your answers → change an answer → build and download the packet with the new value', async () => {
    const context = await newContext(browser, baseUrl, { acceptDownloads: true });
    const page = await context.newPage();
    const email = uniqueEmail('packet');
    await onboardClient(page, email);
    await answerQuestionnaire(page);
    // The whole chat, sent as the chat sends it: changes to the petition on the server.
    await answerSectionsByChanges(page, email, 'all');

    await page.goto('/readiness');
    const findings = page.getByRole('list', { name: 'Findings' });
    await findings.waitFor();
    // Nothing was uploaded: the proof of citizenship (any one of its documents) and each person's photo are missing
    // (evidence model, issue 20), each with a way to upload it; her passport is recommended, not a finding.
    await findings.getByText(/Proof of U\.S\. citizenship of .+ is missing: upload any one of /).waitFor();
    expect(await findings.getByText(/Passport-style photo of .+ is missing/).count()).toBe(2);
    expect(await findings.getByText(/passport is required/).count()).toBe(0);
    await a11y(page, '/readiness');

    await page.goto('/letters');
    const statement = page.getByLabel('Your statement');
    await statement.waitFor();
    expect(await statement.inputValue()).toContain('We met in Kazan, Russia, on 05/10/2024');
    await a11y(page, '/letters');
    await statement.fill('We met in Kazan in May 2024 and got engaged there.');
    const card = page.getByRole('article', { name: /relationship statement/ });
    await card.getByRole('button', { name: 'Generate PDF and Word' }).click();
    await card.getByText(/Relationship_Statement_Smith_\d{4}-\d{2}-\d{2}\.docx/).waitFor();

    await page.goto('/check-answers');
    await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
    const row = page.locator('.check__row', { has: page.getByText('Email', { exact: true }) });
    await row.getByText('john.smith@example.com').waitFor();
    await a11y(page, '/check-answers');
    await row.getByRole('button', { name: 'Change Email' }).click();
    await row.getByRole('textbox').fill(NEW_EMAIL);
    const saved = page.waitForResponse(emailEdit);
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText(NEW_EMAIL).waitFor();
    await saved;

    await page.goto('/packet');
    await page.getByRole('button', { name: 'Build the filing packet' }).click();
    await page.getByText(/Your packet is ready: \d+ pages/).waitFor({ timeout: 120_000 });
    await a11y(page, '/packet');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the packet' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^I-129F_Packet_Smith_\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(14);
    expect(await pdfText(bytes, 1)).toContain('Cover Letter');
    // The G-1145 (page 2) carries the email as changed on Check your answers.
    expect((await pdfText(bytes, 2)).replace(/\s+/g, '')).toContain(NEW_EMAIL);

    // The packet holds the I-129F: the server remembers its answers, so nothing is marked right after it.
    await page.goto('/check-answers');
    await page.getByText(NEW_EMAIL).waitFor();
    await page.getByText(/Your last PDF of Form I-129F was made on/).waitFor();
    expect(await page.getByText('Changed since your last PDF').count()).toBe(0);

    // An answer changed after the PDF is marked on its row and, in the chat, on its section.
    const again = page.waitForResponse(emailEdit);
    await row.getByRole('button', { name: 'Change Email' }).click();
    await row.getByRole('textbox').fill(THIRD_EMAIL);
    await row.getByRole('button', { name: 'Save' }).click();
    await again;
    await row.getByText('Changed since your last PDF').waitFor();
    expect(await page.getByText('Changed since your last PDF').count()).toBe(1);
    await a11y(page, '/check-answers (changed since the PDF)');
    await page.goto('/section/1');
    const sections = page.getByRole('navigation', { name: 'Interview sections' });
    await sections.getByRole('link', { name: /Preliminary Information \(completed\) \(changed since your last PDF\)/ }).waitFor();
    expect(await sections.getByRole('link', { name: /changed since your last PDF/ }).count()).toBe(1);
    await context.close();
  });
});
