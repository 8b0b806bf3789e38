import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { QUESTIONNAIRE } from '@i129f/petition/questionnaire/questions.ts';
import { onboardClient, pathOf } from './accounts.ts';
import { K1_QUESTIONNAIRE, k1Answer } from './k1-couple.ts';

/**
 * The client's walk through the questionnaire and the chat, through the real controls, answering as the K-1 couple
 * (support/k1-couple.ts) whatever the page asks. Shared by the chat, petition and other browser tests.
 */

/** Logs the page's errors to the test output. */
export function logPageErrors(page: Page, label = ''): void {
  const tag = label ? ` ${label}` : '';
  page.on('pageerror', (e) => console.log(`[page error${tag}] ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && console.log(`[console${tag}] ${m.text()}`));
}

/** The couple's questionnaire answer for the question whose prompt the page shows (else its first option). */
export function questionnaireAnswer(legend: string, options: string[]): string {
  const asked = QUESTIONNAIRE.find((q) => {
    const pattern = q.prompt.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{beneficiary\}/g, '.+');
    return new RegExp(`^${pattern}$`).test(legend.trim());
  });
  const wanted = asked ? K1_QUESTIONNAIRE[asked.key] : undefined;
  return wanted && options.includes(wanted) ? wanted : (options[0] as string);
}

/** On /file-upload-quesionnaire: answers every question (the couple's answer, else the first option) → /file-upload-list. Returns prompt → answer. */
export async function answerQuestionnaire(page: Page): Promise<Map<string, string>> {
  const given = new Map<string, string>();
  for (let i = 0; i < 20 && pathOf(page) === '/file-upload-quesionnaire'; i++) {
    const legend = ((await page.locator('legend').first().textContent()) ?? '').trim();
    const radios = page.getByRole('radio');
    const values = await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    const wanted = questionnaireAnswer(legend, values);
    await page.getByRole('radio', { name: wanted, exact: true }).check();
    given.set(legend, wanted);
    const button = page.getByRole('button', { name: /^(Next|Finish)$/ });
    const label = await button.textContent();
    await button.click();
    if (label === 'Finish') await page.waitForURL('**/file-upload-list');
    // The next question is on screen (its legend differs) before it is read.
    else await page.waitForFunction((before) => document.querySelector('legend')?.textContent?.trim() !== before, legend);
  }
  return given;
}

/** Register, log in, accept the conditions, setup names (support/accounts.ts), then questionnaire and document list → /section/1. */
export async function onboard(page: Page, email: string): Promise<void> {
  logPageErrors(page);
  await onboardClient(page, email);
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.waitForURL('**/section/1');
}

export interface Asked {
  key: string;
  input: string;
}

/** Waits until the chat asks something (returns it) or the section is finished (null). */
export async function nextQuestion(page: Page, timeout = 15_000): Promise<Asked | null> {
  const handle = await page.waitForFunction(
    () => {
      const form = document.querySelector('.chat-input[data-question-key]');
      if (form && form.getAttribute('data-busy') === 'false') return { key: form.getAttribute('data-question-key'), input: form.getAttribute('data-input') };
      if (document.querySelector('.auto-advance, .generate-link')) return 'done';
      if (document.querySelector('.chat-input') && document.querySelector('.message--green') && !form) return 'done';
      return null;
    },
    undefined,
    { timeout },
  );
  const value = (await handle.jsonValue()) as Asked | 'done';
  return value === 'done' ? null : value;
}

export const rightCount = (page: Page) => page.locator('.message--right').count();

export interface WalkOptions {
  /** Answers by key instead of the couple's. */
  answers?: Readonly<Record<string, string>>;
  /** The first date answered while `used` is false is picked from the calendar (then `used` is set); `onOpen` runs with it open. */
  datePicker?: { used: boolean; onOpen?: (page: Page) => Promise<void> };
  /** Called after each answer the chat accepted. */
  afterAnswer?: (asked: Asked, value: string) => Promise<void>;
  /**
   * Typed answers are sent with a click on Send instead of Enter. After an answer by key the focus on the section's
   * move-on pauses the 5-second move (issue 21.2); a test that waits for that move answers with the pointer.
   */
  pointer?: boolean;
}

/** Picks a MM/DD/YYYY date from the chat's calendar and sends it. */
export async function pickDate(page: Page, value: string, onOpen?: (page: Page) => Promise<void>): Promise<void> {
  const [month, day, year] = value.split('/').map(Number) as [number, number, number];
  await page.getByRole('button', { name: 'Choose date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a date' });
  await dialog.waitFor();
  await onOpen?.(page);
  await dialog.getByRole('combobox', { name: /year/i }).selectOption(String(year));
  await dialog.getByRole('combobox', { name: /month/i }).selectOption(String(month - 1));
  const monthName = new Date(year, month - 1, 1).toLocaleString('en-US', { month: 'long' });
  await dialog.getByRole('button', { name: new RegExp(`^${day} ${monthName} ${year}`) }).click();
  expect(await page.getByLabel('Your answer').inputValue()).toBe(value);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** Answers one question through the real controls; throws when the chat refuses the value. Returns the value. */
export async function answer(page: Page, asked: Asked, options: WalkOptions = {}): Promise<string> {
  const choices = await page.locator('.choice-cards input[type=radio]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  const value = options.answers?.[asked.key] ?? k1Answer(asked.key, asked.input, choices).value;
  const before = await rightCount(page);
  if (asked.input === 'date' && options.datePicker && !options.datePicker.used && /^\d{2}\/\d{2}\/\d{4}$/.test(value)) {
    options.datePicker.used = true;
    await pickDate(page, value, options.datePicker.onOpen);
  } else if (asked.input === 'yesno' || asked.input === 'options') {
    await page.getByRole('radio', { name: value, exact: true }).check();
    await page.getByRole('button', { name: 'Send' }).click();
  } else {
    const field = page.getByLabel('Your answer');
    await field.fill(value);
    if (options.pointer) await page.getByRole('button', { name: 'Send' }).click();
    else await field.press('Enter');
  }
  await expect.poll(() => rightCount(page)).toBeGreaterThan(before);
  const refused = await page.locator('.message').last().evaluate((el) => el.previousElementSibling?.classList.contains('message--red') ?? false);
  if (refused) throw new Error(`The chat refused '${value}' for ${asked.key}: ${await page.locator('.message--red').last().textContent()}`);
  await options.afterAnswer?.(asked, value);
  return value;
}

/** Answers the current section to its end (or `stopAfter` answers); returns how many answers were given. */
export async function walkSection(page: Page, stopAfter = Infinity, options: WalkOptions = {}): Promise<number> {
  let n = 0;
  for (let asked = await nextQuestion(page); asked && n < stopAfter; asked = await nextQuestion(page)) {
    await answer(page, asked, options);
    n += 1;
  }
  return n;
}

export const sectionOf = (page: Page) => Number(/\/section\/(\d+)/.exec(pathOf(page))?.[1] ?? NaN);

/**
 * After a move to another section: the router renders it as a transition, so until it commits the previous section
 * (with its move-on and completion) is still on screen. The chat's title changing says the new one is shown.
 */
export async function nextSectionShown(page: Page, previousTitle: string | null): Promise<void> {
  await page.waitForFunction((before) => document.querySelector('#chat-title')?.textContent !== before, previousTitle, { timeout: 30_000 });
  await page.getByRole('log').waitFor();
}

/**
 * 'Go to next section' → the next section's chat; `switches` collects the measured section-switch render times. The
 * chat also moves on by itself 5 s after a section completed by mouse or touch: on a loaded machine that may happen
 * before the click, so the walk waits for whichever comes first (a button, or the new section) instead of for the
 * button alone. (After an answer by key, and in a section that asked nothing, it waits for the click.)
 */
export async function goNext(page: Page, switches?: number[]): Promise<void> {
  const from = `/section/${sectionOf(page)}`;
  const title = await page.locator('#chat-title').textContent();
  const first = await page.waitForFunction(
    (path) => {
      if (location.pathname !== path) return 'moved';
      return Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Go to next section') ? 'button' : null;
    },
    from,
    { timeout: 30_000 },
  );
  if ((await first.jsonValue()) === 'button') {
    await page
      .getByRole('button', { name: 'Go to next section' })
      .click({ timeout: 10_000 })
      .catch((error: unknown) => {
        // The automatic move came between seeing the button and the click: that is the move asked for.
        if (pathOf(page) === from) throw error;
      });
  }
  await page.waitForURL((url) => url.pathname !== from);
  await nextSectionShown(page, title);
  const measured = await page.evaluate(() => performance.getEntriesByName('section-switch').map((e) => e.duration));
  if (measured.length) switches?.push(measured[measured.length - 1] as number);
}

/**
 * From the current section to the generate link: each section answered, then 'Go to next section' (section 1 moves on
 * by itself after 5 seconds; this does not wait for it). Returns the answers given per section.
 */
export async function walkToEnd(page: Page, options: WalkOptions = {}, switches?: number[]): Promise<Record<number, number>> {
  const perSection: Record<number, number> = {};
  for (let guard = 0; guard < 30; guard++) {
    const id = sectionOf(page);
    perSection[id] = (perSection[id] ?? 0) + (await walkSection(page, Infinity, options));
    if (await page.locator('.generate-link').count()) return perSection;
    await goNext(page, switches);
  }
  throw new Error(`no generate link after 30 sections (at ${pathOf(page)})`);
}
