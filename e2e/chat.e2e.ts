import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { QUESTIONNAIRE } from '@i129f/petition/questionnaire/questions.ts';
import { logIn, onboardClient, pathOf, uniqueEmail } from './support/accounts.ts';
import { K1_ANSWERS, K1_QUESTIONNAIRE, k1Answer } from './support/k1-couple.ts';

const baseUrl = inject('baseUrl');
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

/** Register, log in, accept the conditions, setup names (support/accounts.ts), then questionnaire and document list → /section/1. */
async function onboard(page: Page, email: string) {
  page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
  await onboardClient(page, email);
  // The questionnaire through its UI: pick the couple's answer (or the first option) and go on.
  for (let i = 0; i < 20 && pathOf(page) === '/file-upload-quesionnaire'; i++) {
    const legend = (await page.locator('legend').first().textContent()) ?? '';
    const radios = page.getByRole('radio');
    const values = await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    const wanted = questionnaireAnswer(legend, values);
    await page.getByRole('radio', { name: wanted, exact: true }).check();
    const button = page.getByRole('button', { name: /^(Next|Finish)$/ });
    const label = await button.textContent();
    await button.click();
    if (label === 'Finish') await page.waitForURL('**/file-upload-list');
  }
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.waitForURL('**/section/1');
}

/** The couple's questionnaire answer for the question whose prompt the page shows (else its first option). */
function questionnaireAnswer(legend: string, options: string[]): string {
  const asked = QUESTIONNAIRE.find((q) => {
    const pattern = q.prompt.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{beneficiary\}/g, '.+');
    return new RegExp(`^${pattern}$`).test(legend.trim());
  });
  const wanted = asked ? K1_QUESTIONNAIRE[asked.key] : undefined;
  return wanted && options.includes(wanted) ? wanted : (options[0] as string);
}

interface Asked {
  key: string;
  input: string;
}

/** Waits until the chat asks something (returns it) or the section is finished (null). */
async function nextQuestion(page: Page): Promise<Asked | null> {
  const handle = await page.waitForFunction(
    () => {
      const form = document.querySelector('.chat-input[data-question-key]');
      if (form && form.getAttribute('data-busy') === 'false') return { key: form.getAttribute('data-question-key'), input: form.getAttribute('data-input') };
      if (document.querySelector('.auto-advance, .generate-link')) return 'done';
      if (document.querySelector('.chat-input') && document.querySelector('.message--green') && !form) return 'done';
      return null;
    },
    undefined,
    { timeout: 15_000 },
  );
  const value = (await handle.jsonValue()) as Asked | 'done';
  return value === 'done' ? null : value;
}

const rightCount = (page: Page) => page.locator('.message--right').count();
let pickerUsed = false;

/** The first date of the walk is picked from the calendar (axe-checked while open); the others are typed. */
async function pickDate(page: Page, value: string) {
  const [month, day, year] = value.split('/').map(Number) as [number, number, number];
  await page.getByRole('button', { name: 'Choose date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a date' });
  await a11y(page, 'date picker open');
  await shot(page, 'chat-date-picker');
  await dialog.getByRole('combobox', { name: /year/i }).selectOption(String(year));
  await dialog.getByRole('combobox', { name: /month/i }).selectOption(String(month - 1));
  const monthName = new Date(year, month - 1, 1).toLocaleString('en-US', { month: 'long' });
  await dialog.getByRole('button', { name: new RegExp(`^${day} ${monthName} ${year}`) }).click();
  expect(await page.getByLabel('Your answer').inputValue()).toBe(value);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** Answers one question through the real controls. */
async function answer(page: Page, asked: Asked): Promise<string> {
  const options = await page.locator('.choice-cards input[type=radio]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  const { value } = k1Answer(asked.key, asked.input, options);
  const before = await rightCount(page);
  if (asked.input === 'date' && !pickerUsed && /^\d{2}\/\d{2}\/\d{4}$/.test(value)) {
    pickerUsed = true;
    await pickDate(page, value);
  } else if (asked.input === 'yesno' || asked.input === 'options') {
    await page.getByRole('radio', { name: value, exact: true }).check();
    await page.getByRole('button', { name: 'Send' }).click();
  } else {
    const field = page.getByLabel('Your answer');
    await field.fill(value);
    await field.press('Enter');
  }
  await expect.poll(() => rightCount(page)).toBeGreaterThan(before);
  const refused = await page.locator('.message').last().evaluate((el) => el.previousElementSibling?.classList.contains('message--red') ?? false);
  if (refused) throw new Error(`The chat refused '${value}' for ${asked.key}: ${await page.locator('.message--red').last().textContent()}`);
  return value;
}

/** Answers the current section to its end; returns how many answers were given. */
async function walkSection(page: Page, stopAfter = Infinity): Promise<number> {
  let n = 0;
  for (let asked = await nextQuestion(page); asked && n < stopAfter; asked = await nextQuestion(page)) {
    await answer(page, asked);
    n += 1;
  }
  return n;
}

const sectionOf = (page: Page) => Number(/\/section\/(\d+)/.exec(pathOf(page))?.[1] ?? NaN);

async function goNext(page: Page, switches: number[]) {
  const from = sectionOf(page);
  await page.getByRole('button', { name: 'Go to next section' }).click();
  await page.waitForURL((url) => url.pathname !== `/section/${from}`);
  await page.getByRole('log').waitFor();
  const measured = await page.evaluate(() => performance.getEntriesByName('section-switch').map((e) => e.duration));
  if (measured.length) switches.push(measured[measured.length - 1] as number);
}

async function serverState(page: Page, email: string) {
  return page.evaluate(async (e) => {
    const token = localStorage.getItem('token');
    const r = await fetch(`/api/chat-state/i29F/load/${encodeURIComponent(e)}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await r.json()) as { version: number; state: { answers: Record<string, string>; sections: Record<string, { completed: boolean }> } };
  }, email);
}

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
    let answers = 0;
    let reloaded = false;
    let edited = false;
    let sameBrowserEdit = false;

    const perSection: Record<number, number> = {};
    for (let guard = 0; guard < 30; guard++) {
      const id = sectionOf(page);
      const before = answers;
      if (id === 2 && !edited) {
        await a11y(page, '/section/2 yes/no cards');
        await shot(page, 'chat-yes-no');
      }
      if (id === 6 && !reloaded) {
        // Reload in the middle of a section: the answers and the position are kept.
        answers += await walkSection(page, 3);
        const before = await page.locator('.message').allTextContents();
        const asked = await nextQuestion(page);
        await page.reload();
        await page.getByRole('log').waitFor();
        expect(await nextQuestion(page)).toEqual(asked);
        expect(await page.locator('.message').allTextContents()).toEqual(before);
        reloaded = true;
        await a11y(page, '/section/6 after reload');

        // Wait until the server has this tab's answers, then edit section 1 from a second device.
        await expect.poll(async () => (await serverState(page, email)).state?.answers['pet.birthDate'] !== undefined || (await serverState(page, email)).version > 0, { timeout: 10_000 }).toBe(true);
        await page.waitForTimeout(1500);
        other = await newContext(browser, baseUrl, { reducedMotion: 'reduce' });
        const tab2 = await other.newPage();
        await tab2.goto('/login');
        await logIn(tab2, email);
        await tab2.waitForURL('**/welcome-client');
        await tab2.goto('/section/1');
        await tab2.getByText(K1_ANSWERS['pet.email'] as string).waitFor();
        const bubble = tab2.locator('.message--right', { hasText: K1_ANSWERS['pet.email'] as string });
        await bubble.getByRole('button', { name: 'Edit Response' }).click();
        await tab2.getByLabel('Edit your answer').fill('john.a.smith@example.com');
        const saved = tab2.waitForResponse((r) => r.url().includes('/chat-state/i29F/save/') && r.status() === 200);
        await tab2.getByRole('button', { name: 'OK' }).click();
        await saved;
        edited = true;

        // Back in the first tab: answer the rest of the section; its save meets a 409 and merges.
        const conflict = page.waitForResponse((r) => r.url().includes('/chat-state/i29F/save/') && r.status() === 409, { timeout: 20_000 });
        answers += await walkSection(page);
        await conflict;
        await expect
          .poll(async () => {
            const s = await serverState(page, email);
            return [s.state.answers['pet.email'], s.state.sections['6']?.completed];
          }, { timeout: 15_000 })
          .toEqual(['john.a.smith@example.com', true]);
        const local = JSON.parse((await page.evaluate(() => localStorage.getItem('i129fChat'))) ?? '{}');
        expect(local.state.answers['pet.email']).toBe('john.a.smith@example.com');
      } else if (id === 8 && !sameBrowserEdit) {
        // A second tab of the same browser edits an earlier answer while this tab goes on.
        sameBrowserEdit = true;
        const tab = await context.newPage();
        await tab.goto('/section/6');
        const height = tab.locator('.message--right').filter({ has: tab.locator('.message__text', { hasText: /^5 10$/ }) });
        await height.getByRole('button', { name: 'Edit Response' }).click();
        await tab.getByLabel('Edit your answer').fill('5 11');
        await tab.getByRole('button', { name: 'OK' }).click();
        // Either tab may send the save (they share the record through storage events).
        await expect.poll(async () => (await serverState(page, email)).state.answers['pet.height'], { timeout: 15_000 }).toBe('5 11');
        await tab.close();
        answers += await walkSection(page);
        await expect
          .poll(async () => {
            const s = await serverState(page, email);
            return [s.state.answers['pet.height'], s.state.answers['pet.birth.city'], s.state.sections['8']?.completed];
          }, { timeout: 15_000 })
          .toEqual(['5 11', K1_ANSWERS['pet.birth.city'], true]);
      } else {
        answers += await walkSection(page);
      }
      perSection[id] = answers - before;
      if (await page.locator('.generate-link').count()) break;
      if (id === 1) {
        // One section waits for the real 5-second move; the others use 'Go to next section'.
        await page.getByText('You will be moved to “Eligibility Check” in 5 seconds.').waitFor();
        await a11y(page, '/section/1 completed');
        await page.waitForURL('**/section/2', { timeout: 8000 });
        await page.getByRole('log').waitFor();
        continue;
      }
      await goNext(page, switches);
    }

    // The answers are also kept under the official field names.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(stored).some((k) => k.startsWith('form1[0].#subform['))).toBe(true);
    const root = JSON.parse(stored.root ?? '{}');
    expect(Object.values(root.timeSpent ?? {}).some((v) => (v as number) > 0)).toBe(true);

    // Time per page is saved with the interview.
    const saved = (await serverState(page, email)).state as unknown as { timeSpent?: Record<string, number>; pageLeaveTimes?: Record<string, number> };
    expect(Object.keys(saved.timeSpent ?? {})).toContain('Chat1');
    expect(Object.keys(saved.pageLeaveTimes ?? {})).toContain('Chat1');

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
