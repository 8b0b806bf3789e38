import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import type { ChangesRequest, ChangesResponse } from '@i129f/petition/api/petition.ts';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { logIn, uniqueEmail } from './support/accounts.ts';
import { goNext, nextQuestion, nextSectionShown, onboard, sectionOf, walkSection, type WalkOptions } from './support/chat-walk.ts';
import { K1_ANSWERS } from './support/k1-couple.ts';
import { localStorageText, serverState } from './support/petition.ts';

const baseUrl = inject('baseUrl');
/** The e-mail a second device writes over the couple's. */
const OTHER_EMAIL = 'john.a.smith@example.com';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** CHAT_SCREENSHOTS=dir saves screenshots of the chat for a visual check. */
const shot = async (page: Page, name: string) => {
  if (process.env.CHAT_SCREENSHOTS) await page.screenshot({ path: `${process.env.CHAT_SCREENSHOTS}/${name}.png`, fullPage: true });
};

describe('chat interview in Chromium', () => {
  let context: BrowserContext;
  let other: BrowserContext | undefined;
  afterAll(async () => {
    await other?.close();
    await context?.close();
  });

  it('a new K-1 client answers every section, reloads mid-section, edits from a second device and a second tab, and reaches the generate link', async () => {
    context = await newContext(browser, baseUrl, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    const email = uniqueEmail('k1');
    await onboard(page, email);

    // Section 1: layout, accessibility and the 1-second rule is skipped under reduced motion.
    await page.getByRole('heading', { name: 'I-129F Process Application' }).waitFor();
    expect(await page.getByText('Nearly there! Once you completed all the sections your lawyer will review your application.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toMatch(/^mailto:/);
    await a11y(page, '/section/1');
    const switches: number[] = [];
    // The first date of the walk is picked from the calendar (axe-checked while open); the others are typed.
    const walk: WalkOptions = {
      datePicker: {
        used: false,
        onOpen: async (p) => {
          await a11y(p, 'date picker open');
          await shot(p, 'chat-date-picker');
        },
      },
    };
    let answers = 0;
    let reloaded = false;
    let edited = false;
    let sameBrowserEdit = false;
    const editOf = (key: string) => (r: Response) =>
      r.url().includes('/api/petition/changes/') && r.status() === 200 && ((r.request().postDataJSON() as ChangesRequest | null)?.changes.some((c) => c.type === 'edit' && c.key === key) ?? false);

    const perSection: Record<number, number> = {};
    for (let guard = 0; guard < 30; guard++) {
      const id = sectionOf(page);
      const before = answers;
      if (id === 2 && !edited) {
        await a11y(page, '/section/2 yes/no cards');
        await shot(page, 'chat-yes-no');
      }
      if (id === 6 && !reloaded) {
        // Reload in the middle of a section: the chat continues at the same question, with the same messages (read
        // from the server: nothing of the petition is in this browser's storage).
        answers += await walkSection(page, 3, walk);
        const shownBefore = await page.locator('.message').allTextContents();
        const asked = await nextQuestion(page);
        await page.reload();
        await page.getByRole('log').waitFor();
        expect(await nextQuestion(page)).toEqual(asked);
        expect(await page.locator('.message').allTextContents()).toEqual(shownBefore);
        reloaded = true;
        await a11y(page, '/section/6 after reload');

        // A second device edits an answer of section 1 while this one is in section 6.
        other = await newContext(browser, baseUrl, { reducedMotion: 'reduce' });
        const tab2 = await other.newPage();
        await tab2.goto('/login');
        await logIn(tab2, email);
        await tab2.waitForURL('**/welcome-client');
        await tab2.goto('/section/1');
        await tab2.getByText(K1_ANSWERS['pet.email'] as string).waitFor();
        const bubble = tab2.locator('.message--right', { hasText: K1_ANSWERS['pet.email'] as string });
        await bubble.getByRole('button', { name: 'Edit Response' }).click();
        await tab2.getByLabel('Edit your answer').fill(OTHER_EMAIL);
        const saved = tab2.waitForResponse(editOf('pet.email'));
        await tab2.getByRole('button', { name: 'OK' }).click();
        await saved;
        edited = true;

        // Back on the first device: its next changes were made on the version before that edit; the server applies
        // them on its newer petition and sends that back, so this device has the other's e-mail without a reload.
        const merged = page.waitForResponse(
          async (r) => r.url().includes('/api/petition/changes/') && r.status() === 200 && ((await r.json()) as ChangesResponse).state?.answers['pet.email'] === OTHER_EMAIL,
          { timeout: 30_000 },
        );
        answers += await walkSection(page, Infinity, walk);
        await merged;
        await expect
          .poll(async () => {
            const s = (await serverState(page, email)).state;
            return [s?.answers['pet.email'], s?.sections['6']?.completed];
          }, { timeout: 15_000 })
          .toEqual([OTHER_EMAIL, true]);
        await page.getByRole('navigation', { name: 'Interview sections' }).getByRole('link', { name: /Preliminary Information/ }).click();
        await page.waitForURL('**/section/1');
        await page.getByRole('log').getByText(OTHER_EMAIL, { exact: true }).waitFor();
        // On to the section after 6 from the list (a completed section opened again offers no move on).
        const section1 = await page.locator('#chat-title').textContent();
        await page.locator('.section-list li:has(> a[href="/section/6"]) + li > a').click();
        await page.waitForURL((url) => !/^\/section\/[16]$/.test(url.pathname));
        await nextSectionShown(page, section1);
        perSection[id] = answers - before;
        continue;
      } else if (id === 8 && !sameBrowserEdit) {
        // A second tab of the same browser edits an earlier answer while this tab goes on.
        sameBrowserEdit = true;
        const tab = await context.newPage();
        await tab.goto('/section/6');
        const height = tab.locator('.message--right').filter({ has: tab.locator('.message__text', { hasText: /^5 10$/ }) });
        await height.getByRole('button', { name: 'Edit Response' }).click();
        await tab.getByLabel('Edit your answer').fill('5 11');
        const saved = tab.waitForResponse(editOf('pet.height'));
        await tab.getByRole('button', { name: 'OK' }).click();
        await saved;
        await tab.close();
        answers += await walkSection(page, Infinity, walk);
        await expect
          .poll(async () => {
            const s = (await serverState(page, email)).state;
            return [s?.answers['pet.height'], s?.answers['pet.birth.city'], s?.sections['8']?.completed];
          }, { timeout: 15_000 })
          .toEqual(['5 11', K1_ANSWERS['pet.birth.city'], true]);
      } else {
        // Section 1 waits for the real 5-second move below: answered with the pointer (after a key, the focus on
        // the move-on pauses it; e2e/keyboard.e2e.ts checks that).
        answers += await walkSection(page, Infinity, id === 1 ? { ...walk, pointer: true } : walk);
      }
      perSection[id] = answers - before;
      if (await page.locator('.generate-link').count()) break;
      if (id === 1) {
        // One section waits for the real 5-second move; the others use 'Go to next section'.
        const title = await page.locator('#chat-title').textContent(); // section 1's, before its move
        await page.getByText('You will be moved to “Eligibility Check” in 5 seconds.').waitFor();
        await a11y(page, '/section/1 completed');
        await page.waitForURL('**/section/2', { timeout: 8000 });
        await nextSectionShown(page, title);
        continue;
      }
      await goNext(page, switches);
    }

    // Nothing of the petition is in local storage: no answer, no official field name, no copy of the interview.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(stored).filter((k) => k.startsWith('form1[') || k === 'i129fChat' || k === 'i129fFieldNames')).toEqual([]);
    const storedText = await localStorageText(page);
    for (const value of [K1_ANSWERS['pet.ssn'], OTHER_EMAIL, K1_ANSWERS['pet.birth.city'], K1_ANSWERS['pet.employer.1.name']] as string[]) expect(storedText).not.toContain(value);
    const root = JSON.parse(stored.root ?? '{}');
    expect(Object.values(root.timeSpent ?? {}).some((v) => (v as number) > 0)).toBe(true);

    // Time per page is saved with the petition (sent every 30 seconds while it grows).
    await expect
      .poll(async () => {
        const saved = (await serverState(page, email)).state;
        return [Object.keys(saved?.timeSpent ?? {}).includes('Chat1'), Object.keys(saved?.pageLeaveTimes ?? {}).includes('Chat1')];
      }, { timeout: 40_000, interval: 1000 })
      .toEqual([true, true]);

    const link = page.getByRole('button', { name: 'Generate I-129F Documents →' });
    await link.waitFor();
    expect(await page.getByRole('progressbar', { name: 'I-129F Process Application' }).getAttribute('aria-valuenow')).toBe('100');
    await a11y(page, '/section/21 generate');
    await shot(page, 'chat-generate');
    const generated = page.waitForResponse((r) => r.url().includes('/file/generate/i29f/'), { timeout: 60_000 });
    const started = Date.now();
    await link.click();
    const response = await generated;
    const generateMs = Date.now() - started;
    await page.waitForURL('**/documents', { timeout: 30_000 });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('root'))) ?? '{}').currentProgressBarStep).toBe(4);

    console.log(`answers per section: ${JSON.stringify(perSection)}`);
    const avg = switches.reduce((a, b) => a + b, 0) / Math.max(1, switches.length);
    console.log(
      `chat e2e: ${answers} answers; section switch render time over ${switches.length} switches: avg ${avg.toFixed(1)} ms, max ${Math.max(...switches).toFixed(1)} ms; generate: HTTP ${response.status()} in ${generateMs} ms`,
    );
  });

  it('on a phone the section list and the chat toggle; answers appear after 1 s and the keyboard follows the questions', async () => {
    const phone = await newContext(browser, baseUrl, { viewport: { width: 375, height: 812 } });
    const page = await phone.newPage();
    const email = uniqueEmail('phone');
    await onboard(page, email);
    // Wait on conditions only (issue 9: under load a one-shot check ran before the UI had caught up).
    const sections = page.getByRole('navigation', { name: 'Interview sections' });
    await page.getByRole('log').waitFor();
    await sections.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Show sections' }).click();
    await sections.waitFor({ state: 'visible' });
    await page.getByRole('log').waitFor({ state: 'hidden' });
    await a11y(page, '/section/1 sections on a phone');
    await shot(page, 'chat-phone-sections');
    await page.getByRole('button', { name: 'Show chat' }).click();
    await page.getByRole('log').waitFor({ state: 'visible' });
    await sections.waitFor({ state: 'hidden' });

    // Without reduced motion the next question appears about 1 s after an answer, and the keyboard
    // lands on its input: answer with the keyboard only.
    await page.getByLabel('Your answer').focus();
    await page.keyboard.type('phone@example.com');
    const sent = Date.now();
    await page.keyboard.press('Enter');
    await page.getByText('What is your mobile phone number, for example 312-555-0123?').waitFor();
    const delay = Date.now() - sent;
    expect(delay).toBeGreaterThanOrEqual(900);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')), { timeout: 30_000 }).toBe('Type your answer…');
    await page.keyboard.type('+1 (555) 123-4567');
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: 'No' }).waitFor();
    // The keyboard lands on the radio group once the question is revealed: poll until it does (the 1 s
    // reveal plus rendering takes longer on a loaded machine; the default 1 s poll was the flake).
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type), { timeout: 30_000 }).toBe('radio');
    console.log(`chat e2e: next question appeared ${delay} ms after the answer (1-second rule)`);
    await phone.close();
  });
});
