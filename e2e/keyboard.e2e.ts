import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, FileChooser, Page } from 'playwright-core';
import { QUESTIONNAIRE } from '@i129f/petition/questionnaire/questions.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { PASSWORD, pathOf, uniqueEmail } from './support/accounts.ts';
import { nextQuestion as nextAsked } from './support/chat-walk.ts';
import { K1_QUESTIONNAIRE, k1Answer } from './support/k1-couple.ts';

/**
 * Issue 12.3: the whole client journey with the keyboard alone — Tab, Shift+Tab, Enter, Space, arrows, Escape
 * and typed text; no clicks, no fill(). Every focus stop is checked for a visible element with a visible focus
 * indicator, axe runs on every screen, errors are checked for a live region and their tie to the input, and
 * the chat's automatic move is paused from the keyboard. Issue 21.2: after each action that removes the focused
 * control (Start Application, the last answer of a section, a section that asked nothing, opening and closing the
 * upload dialog) `document.activeElement` is checked: the expected element, with a visible ring, never the body.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Focused {
  tag: string;
  type: string;
  name: string;
  inChatInput: boolean;
  disabled: boolean;
  /** Why the focus is not visible ('' when it is). */
  problem: string;
}

/** What has the keyboard focus, and whether it can be seen: on screen, not hidden, with an outline or box-shadow ring. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const input = el as HTMLInputElement;
    const labelText = input.labels?.[0]?.textContent ?? '';
    const name = (el.getAttribute('aria-label') || labelText || el.textContent || el.getAttribute('placeholder') || '').replace(/\s+/g, ' ').trim();
    const ringOf = (node: Element) => {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      const shadow = s.boxShadow !== 'none' && s.boxShadow !== '';
      return outline || shadow;
    };
    const onScreen = (node: Element) => {
      const r = node.getBoundingClientRect();
      const s = getComputedStyle(node);
      return r.width > 2 && r.height > 2 && s.visibility !== 'hidden' && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    };
    // A radio or checkbox drawn as a card shows the ring on its label (:focus-within).
    const shown = onScreen(el) ? el : (el.closest('label') ?? el);
    let problem = '';
    if (!el.matches(':focus-visible')) problem = 'does not match :focus-visible';
    else if (!onScreen(shown)) problem = 'is not visible on screen';
    else if (!ringOf(el) && !(shown !== el && ringOf(shown)) && !ringOf(el.closest('label') ?? el)) problem = 'has no outline or box-shadow';
    return {
      tag: el.tagName.toLowerCase(),
      type: input.type ?? '',
      name,
      inChatInput: el.closest('.chat-input') !== null,
      disabled: input.disabled === true,
      problem,
    };
  });
}

const stops: string[] = [];

/** Fails unless the focused element is visible and shows a focus ring. */
async function expectVisibleFocus(page: Page, where: string): Promise<Focused> {
  const f = await focused(page);
  if (!f) throw new Error(`${where}: nothing has the keyboard focus (${page.url()})`);
  if (f.problem) throw new Error(`${where}: the focused ${f.tag} "${f.name}" ${f.problem}`);
  stops.push(`${f.tag}:${f.name.slice(0, 30)}`);
  return f;
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches; every stop must show its focus. */
async function tabTo(page: Page, wanted: RegExp | ((f: Focused) => boolean), { back = false, max = 60 } = {}): Promise<Focused> {
  const matches = (f: Focused) => (typeof wanted === 'function' ? wanted(f) : wanted.test(f.name));
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (!f) continue; // left the page (browser UI): the next Tab comes back in
    if (f.problem) throw new Error(`Tab stop ${i + 1}: the focused ${f.tag} "${f.name}" ${f.problem} (${page.url()})`);
    stops.push(`${f.tag}:${f.name.slice(0, 30)}`);
    if (matches(f)) return f;
    seen.push(`${f.tag}:${f.name.slice(0, 40)}`);
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${String(wanted)} on ${page.url()}; stops: ${seen.join(' | ')}`);
}

/** Waits (by condition) until the focus is on an element matching `wanted`, then checks it is visible. */
async function focusLandsOn(page: Page, wanted: (f: Focused) => boolean, where: string): Promise<Focused> {
  await expect.poll(async () => {
    const f = await focused(page);
    return f !== null && wanted(f);
  }, { timeout: 15_000 }).toBe(true);
  return expectVisibleFocus(page, where);
}

const screens: string[] = [];
async function a11y(page: Page, label: string) {
  await expectNoSeriousA11yViolations(page, label);
  screens.push(label);
}

/** Select the whole text of the focused field and type over it. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** An error message the page shows for the focused field: live, and tied through aria-describedby and aria-invalid. */
async function errorTieOfFocused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const texts = ids.map((id) => document.getElementById(id)).filter((n): n is HTMLElement => n !== null);
    const live = texts.some((n) => n.closest('[role=alert], [role=log], [role=status], [aria-live]:not([aria-live=off])') !== null);
    return { invalid: el.getAttribute('aria-invalid'), described: texts.map((n) => n.textContent?.trim() ?? ''), live };
  });
}

/** The text that describes the focused element (aria-describedby), as one line. */
function descriptionOfFocused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const ids = (document.activeElement?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').replace(/\s+/g, ' ').trim();
  });
}

async function smallPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const p = doc.addPage([300, 200]);
  p.drawText(text, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** The couple's questionnaire answer for the prompt the page shows (else the first option). */
function questionnaireAnswer(legend: string, options: string[]): string {
  const asked = QUESTIONNAIRE.find((q) => {
    const pattern = q.prompt.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{beneficiary\}/g, '.+');
    return new RegExp(`^${pattern}$`).test(legend.trim());
  });
  const wanted = asked ? K1_QUESTIONNAIRE[asked.key] : undefined;
  return wanted && options.includes(wanted) ? wanted : (options[0] as string);
}

/** In a radio group: the focus is on its first radio; arrows move to the option (and check it). */
async function chooseRadio(page: Page, options: string[], wanted: string) {
  const index = options.indexOf(wanted);
  if (index < 0) throw new Error(`no option ${wanted} in ${options.join(', ')}`);
  if (index === 0) await page.keyboard.press('Space');
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  const f = await expectVisibleFocus(page, `radio ${wanted}`);
  expect(f.type).toBe('radio');
}

/** Waits until the chat asks something (returns it) or the section is finished (null): the chat walk's, given 20 s. */
const nextQuestion = (page: Page) => nextAsked(page, 20_000);

const count = (page: Page, selector: string) => page.locator(selector).count();
const sectionOf = (page: Page) => Number(/\/section\/(\d+)/.exec(pathOf(page))?.[1] ?? NaN);
/** Infinite animations on the page (spinners, typing dots): none may run under prefers-reduced-motion. */
const endlessAnimations = (page: Page) =>
  page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity).length);

describe('the client journey by keyboard alone', () => {
  it('register → consent → setup → questionnaire → upload → every chat input kind → Edit Response → Generate → Files', async () => {
    const context = await newContext(browser, baseUrl, { reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
    // Listening from the start makes Playwright intercept file choosers before the key opens one (a waiter set up
    // together with the key press can be too late, and the chooser is then never reported).
    const choosers: FileChooser[] = [];
    page.on('filechooser', (c) => choosers.push(c));
    const email = uniqueEmail('keyboard');
    const done = new Set<string>();

    // Register: typed field by field; a refused field (passwords differ) is announced and tied to its input.
    await page.goto('/register');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await a11y(page, '/register');
    await tabTo(page, /^First and Last Name/);
    await page.keyboard.type('John Smith');
    await tabTo(page, /^Email/);
    await page.keyboard.type(email);
    await tabTo(page, /^Password/);
    await page.keyboard.type(PASSWORD);
    await tabTo(page, /^Confirm Password/);
    await page.keyboard.type('Different1!');
    await page.keyboard.press('Enter');
    await focusLandsOn(page, (f) => /^Confirm Password/.test(f.name), 'the refused field');
    const refusedField = await errorTieOfFocused(page);
    expect(refusedField.invalid).toBe('true');
    expect(refusedField.described.join(' ')).toMatch(/match/i);
    expect(refusedField.live).toBe(true);
    await a11y(page, '/register with an error');
    await typeOver(page, PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');

    // Log in.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await a11y(page, '/login');
    await tabTo(page, /^Email/);
    await page.keyboard.type(email);
    await tabTo(page, /^Password/);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/welcome-client');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await a11y(page, '/welcome-client');

    // Welcome and consent: 'I Agree' with no box ticked is refused in an alert; Space ticks the boxes.
    await tabTo(page, (f) => f.tag === 'a' && /start|continue|begin/i.test(f.name) && !/skip/i.test(f.name));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/welcome');
    await focusLandsOn(page, (f) => /Start Application/.test(f.name), 'Start Application');
    await a11y(page, '/welcome');
    await page.keyboard.press('Enter');
    await page.getByRole('checkbox').first().waitFor();
    // The button is gone with the intro: the focus is on the consent step's title, not the body (issue 21.2).
    const consentTitle = await focusLandsOn(page, (f) => f.tag === 'h1', "after 'Start Application'");
    expect(consentTitle.name).toBe('Quick Housekeeping');
    await a11y(page, '/welcome consent');
    await tabTo(page, /^I Agree/);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor();
    const boxes = await page.getByRole('checkbox').count();
    expect(boxes).toBeGreaterThan(0);
    for (let i = 0; i < boxes; i++) {
      const f = await tabTo(page, (x) => x.type === 'checkbox', { back: i === 0 });
      expect(f.type).toBe('checkbox');
      await page.keyboard.press('Space');
    }
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(boxes);
    await tabTo(page, /^I Agree/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/setup');

    // Setup: the names, each typed and sent with Enter.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await a11y(page, '/setup');
    for (const value of ['John', 'Adam', 'Smith', 'Maria', 'Elena', 'Lopez']) {
      const f = await focusLandsOn(page, (x) => x.tag === 'input', `setup ${value}`);
      expect(f.type).toBe('text');
      await typeOver(page, value);
      await page.keyboard.press('Enter');
    }
    await page.waitForURL('**/file-upload-quesionnaire');

    // Questionnaire: Tab into the radio group, arrows to the answer, Tab to Next/Finish, Enter.
    for (let i = 0; i < 25 && pathOf(page) === '/file-upload-quesionnaire'; i++) {
      const legend = page.locator('legend').first();
      await legend.waitFor();
      const prompt = (await legend.textContent()) ?? '';
      if (i === 0) await a11y(page, '/file-upload-quesionnaire');
      const values = await page.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      const wanted = questionnaireAnswer(prompt, values);
      const active = await focused(page);
      if (!active || active.type !== 'radio') await tabTo(page, (f) => f.type === 'radio');
      await chooseRadio(page, values, wanted);
      const next = await tabTo(page, /^(Next|Finish)$/);
      await page.keyboard.press('Enter');
      if (next.name === 'Finish') await page.waitForURL('**/file-upload-list');
      else await page.waitForFunction((p) => document.querySelector('legend')?.textContent !== p, prompt);
    }

    // Required documents: one upload through the dialog; the file chooser is opened with Enter.
    await page.getByRole('columnheader', { name: 'Document' }).first().waitFor();
    await a11y(page, '/file-upload-list');
    const upload = await tabTo(page, /^Upload: /);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // It opens on a control that can be seen (not the hidden 1x1 file input); Escape gives the focus back (issue 21.2).
    const firstStop = await focusLandsOn(page, (f) => f.tag === 'button', 'the upload dialog opened');
    expect(firstStop.name).toBe('From device');
    await a11y(page, 'upload dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await focusLandsOn(page, (f) => f.name === upload.name, 'the upload dialog closed with Escape');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await focusLandsOn(page, (f) => f.name === 'From device', 'the upload dialog opened again');
    await page.keyboard.press('Enter');
    await expect.poll(() => choosers.length, { timeout: 15_000 }).toBe(1);
    await choosers[0]!.setFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: await smallPdf('Passport of John Adam Smith') });
    await page.getByText('passport.pdf').first().waitFor();
    await tabTo(page, /Confirm upload/);
    await page.keyboard.press('Enter');
    const translations = page.getByRole('dialog', { name: 'Translations' });
    await translations.waitFor();
    await a11y(page, 'translation prompt');
    await tabTo(page, /No translation needed/);
    await page.keyboard.press('Enter');
    await translations.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: upload.name.replace(/^Upload/, 'Manage Files') }).waitFor();
    // Both dialogs closed: the focus is back on the row's button (now 'Manage Files'), not the body.
    await focusLandsOn(page, (f) => f.name === upload.name.replace(/^Upload/, 'Manage Files'), 'the upload and the translation question closed');
    await a11y(page, '/file-upload-list with an upload');
    await tabTo(page, /^Next Step$/);
    await page.keyboard.press('Enter');

    // Nothing is read from this file: section 0 says so and links on to section 1.
    await page.waitForURL('**/section/0', { timeout: 120_000 });
    await page.getByRole('log').waitFor();
    await a11y(page, '/section/0');
    await tabTo(page, /^Continue with/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/section/1');

    // The chat, section by section.
    let refusalChecked = false;
    let pickerUsed = false;
    let textEdited = false;
    let selectEdited = false;
    let stayHereChecked = false;
    /** How each section ended: the input kind of its last answer, or 'asked nothing'. */
    const ends = new Set<string>();
    const askedNothing: number[] = [];
    for (let guard = 0; guard < 40; guard++) {
      const id = sectionOf(page);
      await page.getByRole('log').waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      let lastKind = 'asked nothing';
      for (let asked = await nextQuestion(page); asked; asked = await nextQuestion(page)) {
        lastKind = asked.input;
        if (!done.has(`screen ${id}`)) {
          done.add(`screen ${id}`);
          await a11y(page, `/section/${id}`);
          expect(await endlessAnimations(page)).toBe(0);
        }
        done.add(asked.input);
        // A new question puts the keyboard on its input.
        const field = await focusLandsOn(page, (f) => f.inChatInput && !f.disabled, `section ${id} ${asked.key}`);
        const options = await page.locator('.choice-cards input[type=radio]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
        const { value } = k1Answer(asked.key, asked.input, options);
        const answered = await count(page, '.message--right');
        const refusals = await count(page, '.message--red');

        if (asked.input === 'date' && !refusalChecked) {
          // A refused answer: in the conversation's live log, and tied to the input by aria-describedby/aria-invalid.
          refusalChecked = true;
          await page.keyboard.type('13/45/2020');
          await page.keyboard.press('Enter');
          await expect.poll(() => count(page, '.message--red')).toBeGreaterThan(refusals);
          await nextQuestion(page);
          await focusLandsOn(page, (f) => f.inChatInput && f.tag === 'input', 'the refused date');
          const tie = await errorTieOfFocused(page);
          expect(tie.invalid).toBe('true');
          expect(tie.live).toBe(true);
          expect(tie.described.join(' ')).toBe((await page.locator('.message--red .message__text').last().textContent())?.trim());
          await a11y(page, `/section/${id} refused answer`);
        }
        if (asked.input === 'date' && !pickerUsed) {
          // The calendar: opened with Enter, a day chosen with the arrows and Enter, closed with Escape.
          pickerUsed = true;
          await tabTo(page, /^Choose date$/);
          await page.keyboard.press('Enter');
          const picker = page.getByRole('dialog', { name: 'Choose a date' });
          await picker.waitFor();
          await focusLandsOn(page, (f) => f.tag === 'button' && /\d{4}/.test(f.name), 'a day in the calendar');
          await a11y(page, 'date picker open');
          await page.keyboard.press('ArrowLeft');
          await expectVisibleFocus(page, 'the day before');
          await page.keyboard.press('Enter');
          await picker.waitFor({ state: 'detached' });
          await focusLandsOn(page, (f) => f.inChatInput && f.tag === 'input', 'back on the date field');
          expect(await page.locator('.chat-input input').first().inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
          await tabTo(page, /^Choose date$/);
          await page.keyboard.press('Enter');
          await picker.waitFor();
          await page.keyboard.press('Escape');
          await picker.waitFor({ state: 'detached' });
          await focusLandsOn(page, (f) => f.inChatInput && f.tag === 'input', 'Escape returns to the date field');
          done.add('date picker');
        }
        if (asked.input === 'yesno' || asked.input === 'options') {
          expect(field.type).toBe('radio');
          await chooseRadio(page, options, value);
          await page.keyboard.press('Enter');
        } else {
          await typeOver(page, value);
          await page.keyboard.press('Enter');
        }
        await expect.poll(() => count(page, '.message--right')).toBeGreaterThan(answered);
        const last = page.locator('.message').last();
        if (await last.evaluate((el) => el.previousElementSibling?.classList.contains('message--red') ?? false)) {
          throw new Error(`The chat refused '${value}' for ${asked.key}: ${await page.locator('.message--red').last().textContent()}`);
        }

        // Edit Response, a typed answer: Shift+Tab back to its button, Enter, type, Enter; focus returns to the button.
        if (!textEdited && asked.input === 'text' && (await nextQuestion(page))) {
          textEdited = true;
          await tabTo(page, /^Edit Response$/, { back: true });
          await page.keyboard.press('Enter');
          await focusLandsOn(page, (f) => f.name === 'Edit your answer', 'Edit Response field');
          await a11y(page, 'Edit Response (text)');
          await typeOver(page, `${value}`);
          await page.keyboard.press('Enter');
          await focusLandsOn(page, (f) => f.name === 'Edit Response', 'back on Edit Response');
          await tabTo(page, (f) => f.inChatInput && !f.disabled);
          done.add('edit text');
        }
        // Edit Response, a yes/no answer: its editor is a select, changed with the arrows and put back.
        if (!selectEdited && asked.input === 'yesno' && (await nextQuestion(page))) {
          selectEdited = true;
          await tabTo(page, /^Edit Response$/, { back: true });
          await page.keyboard.press('Enter');
          const select = await focusLandsOn(page, (f) => f.tag === 'select', 'Edit Response select');
          expect(select.tag).toBe('select');
          const before = await page.locator('select.edit-response__input').inputValue();
          await page.keyboard.press(before === 'Yes' ? 'ArrowDown' : 'ArrowUp');
          await expect.poll(() => page.locator('select.edit-response__input').inputValue()).not.toBe(before);
          await a11y(page, 'Edit Response (select) changed');
          await page.keyboard.press(before === 'Yes' ? 'ArrowUp' : 'ArrowDown');
          await expect.poll(() => page.locator('select.edit-response__input').inputValue()).toBe(before);
          await tabTo(page, /^OK$/);
          await page.keyboard.press('Enter');
          await focusLandsOn(page, (f) => f.name === 'Edit Response', 'back on Edit Response after the select');
          await tabTo(page, (f) => f.inChatInput && !f.disabled);
          done.add('edit select');
        }
      }
      await page.locator('.auto-advance, .generate-link').first().waitFor();
      ends.add(lastKind);
      if (lastKind === 'asked nothing') askedNothing.push(id);
      if (await count(page, '.generate-link')) {
        // The last section: its answer's control is gone, the focus is on the generate link (issue 21.2).
        await focusLandsOn(page, (f) => /^Generate I-129F Documents/.test(f.name), `section ${id} ended (the generate link)`);
        if (!done.has(`screen ${id}`)) await a11y(page, `/section/${id}`);
        break;
      }

      // The section's end puts the focus on 'Go to next section' — never the body (issue 21.2). After a key that
      // pauses the 5-second move; a section that asked nothing does not move on by itself at all.
      await focusLandsOn(page, (f) => f.name === 'Go to next section', `section ${id} ended after ${lastKind}`);
      const notice = page.locator('.auto-advance');
      await expect.poll(() => notice.getAttribute('data-paused')).toBe('true');
      expect(await notice.getAttribute('data-auto')).toBe(String(lastKind !== 'asked nothing'));
      expect(await descriptionOfFocused(page)).toMatch(lastKind === 'asked nothing' ? /^This section asks you nothing/ : /^You will be moved to .+ in 5 seconds\.\s*The move is paused while you are here\.$/);
      if (!done.has(`screen ${id}`)) {
        done.add(`screen ${id}`);
        await a11y(page, `/section/${id}`);
      }
      if (!stayHereChecked && lastKind !== 'asked nothing') {
        stayHereChecked = true;
        await a11y(page, `/section/${id} completed, move paused`);
        await tabTo(page, /^Stay here$/, { back: true, max: 1 });
        await page.keyboard.press('Enter');
        await page.getByText(/when you are ready/).waitFor();
        await focusLandsOn(page, (f) => f.name === 'Go to next section', 'after Stay here');
        expect(pathOf(page)).toBe(`/section/${id}`);
      }
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== `/section/${id}`);
      // The address changes before the next section is drawn: wait for its title, not the old notice.
      await page.waitForFunction((t) => document.querySelector('h1')?.textContent !== t, title);
    }

    // Generate, by keyboard, from the link under the last message (the focus is on it already).
    await expectVisibleFocus(page, 'the generate link');
    await a11y(page, 'generate');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/documents', { timeout: 120_000 });

    // The Files page: the petition's preview opened with Enter and closed with Escape, focus back on its button.
    const row = page.getByRole('row', { name: /I-129F_/ });
    await row.waitFor();
    await a11y(page, '/documents');
    const view = await tabTo(page, /^View I-129F_/);
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog', { name: /^Preview of I-129F_/ });
    await preview.locator('canvas').first().waitFor();
    await a11y(page, 'PDF preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await focusLandsOn(page, (f) => f.name === view.name, 'focus back on View after the preview');

    for (const kind of ['text', 'date', 'date picker', 'yesno', 'options', 'number', 'edit text', 'edit select']) expect([...done]).toContain(kind);
    // The section ends whose focus was checked: after each kind of last answer the walk met, and sections that asked nothing.
    console.log(`keyboard e2e: section ends checked: ${[...ends].join(', ')}; sections that asked nothing: ${askedNothing.join(', ')}`);
    for (const end of ['asked nothing', 'yesno', 'options', 'text']) expect([...ends]).toContain(end);
    expect(stayHereChecked).toBe(true);
    console.log(`keyboard e2e: ${screens.length} screens checked by axe, ${stops.length} focus stops checked; input kinds: ${[...done].filter((d) => !d.startsWith('screen')).join(', ')}`);
    await context.close();
  });
});
