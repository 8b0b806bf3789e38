import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { QUESTIONNAIRE } from '@i129f/petition/questionnaire/questions.ts';
import { PASSWORD, pathOf, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { logPageErrors, nextQuestion, rightCount, sectionOf, nextSectionShown, type Asked } from './support/chat-walk.ts';
import { K1_QUESTIONNAIRE, k1Answer } from './support/k1-couple.ts';

/**
 * Issue 21.5: a Spanish reader's whole journey — sign-up, welcome, setup, questionnaire (after a new sign-in),
 * documents, every chat section, check your answers and readiness — shows no English outside what is English on
 * purpose: the form's own labels (Part 1…, item labels), the user's own values (her answers, her names), the language
 * picker's 'English', and texts marked lang="en".
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * English words that are not Spanish words too: one of them in the page's text (outside the allowed places) is an
 * untranslated text. ('No', 'error', 'a', 'de', 'con'… are Spanish as well, so they are not listed.)
 */
const ENGLISH_WORDS = [
  'the', 'you', 'your', 'and', 'of', 'is', 'are', 'was', 'what', 'when', 'where', 'which', 'who', 'please', 'yes', 'section', 'next',
  'choose', 'current', 'none', 'employed', 'self-employed', 'beneficiary', 'petitioner', 'generate', 'documents', 'answer', 'answers',
  'continue', 'back', 'save', 'change', 'with', 'for', 'this', 'that', 'have', 'been', 'not', 'will', 'from', 'date', 'name', 'address',
  'type', 'send', 'accept', 'stay', 'here', 'go', 'to', 'in', 'on', 'it', 'or', 'if', 'ago', 'check', 'ready', 'mail', 'upload', 'step',
  'start', 'application', 'welcome', 'lawyer', 'questions', 'evaluation', 'submission', 'married', 'single', 'divorced', 'male', 'female',
];
const ENGLISH = new RegExp(`(?<![\\p{L}'-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}'-])`, 'iu');

/** Where English is expected: the user's own values, the form's labels, the picker's language names, lang="en". */
const ALLOWED = ['.message--right .message__text', '.check__value', '.check__item', '[lang="en"]', 'option', 'script', 'style', 'noscript'].join(', ');

/** The visible text pieces of the page (screen-reader-only text included), outside the allowed places. */
const pageTexts = (page: Page): Promise<string[]> =>
  page.evaluate((allowed) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(allowed)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      out.push(text);
    }
    // Labels given by attributes are read out too.
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]'))) {
      if (el.closest(allowed) || !el.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  }, ALLOWED);

/** The names and values the couple gives (their own words may be English: a street, an employer, 'N/A'). */
const OWN_WORDS = /\b(John|Adam|Smith|Maria|Elena|Lopez|Lucia|Nunez|N\/A|USA|I-129F|K-1|PDF|USCIS|ZIP|email)\b/g;

/**
 * The form's and USCIS's own words quoted on purpose, beside their Spanish: a Part's printed title ('Parte 1. …
 * (Part 1. Information About You)'), a section of the form's instructions cited by its English name, the notice
 * USCIS sends ('una solicitud de pruebas (Request for Evidence)') and the form's own answer words ("Unemployed").
 */
const FORM_WORDS = [/\(Part \d+\.[^)]*\)/g, /instrucciones del Formulario I-129F, "[^"]+"/g, /\(Request for Evidence\)/g, /"(Unemployed|Student|Retired)"/g];

const withoutAllowed = (text: string) => FORM_WORDS.reduce((t, re) => t.replace(re, ''), text).replace(OWN_WORDS, '');

/** The English found on the page now: each text piece with an English word, with the page's path. */
async function englishOn(page: Page, where: string): Promise<string[]> {
  return (await pageTexts(page)).filter((text) => ENGLISH.test(withoutAllowed(text))).map((text) => `${where}: ${text.slice(0, 160)}`);
}

/** The text of her last bubble (what the chat echoes of her answer). */
const lastMine = (page: Page) => page.locator('.message--right .message__text').last().innerText();

/** The couple's questionnaire answer for the question shown (its legend is Spanish: the answer is found by order). */
function questionnaireValue(key: string | undefined, values: string[]): string {
  const wanted = key ? K1_QUESTIONNAIRE[key] : undefined;
  return wanted && values.includes(wanted) ? wanted : (values[0] as string);
}

/** Answers one chat question through the Spanish controls (cards by their English value, which stays stored). */
async function answerInSpanish(page: Page, asked: Asked): Promise<void> {
  const choices = await page.locator('.choice-cards input[type=radio]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  const value = k1Answer(asked.key, asked.input, choices).value;
  const before = await rightCount(page);
  const ongoing = page.getByRole('button', { name: 'No ha terminado' });
  // What her bubble must say afterwards: the card's Spanish label, 'actual', or what she typed.
  let echo = value;
  if (asked.input === 'yesno' || asked.input === 'options') {
    const card = page.locator(`.choice-cards input[type=radio][value="${value.replace(/"/g, '\\"')}"]`);
    echo = ((await card.evaluate((el) => el.closest('label')?.textContent)) ?? '').trim();
    await card.check();
    await page.getByRole('button', { name: 'Enviar' }).click();
  } else if (asked.input === 'date' && value === 'PRESENT') {
    // An end date still going on: the button, not the English word 'current'.
    echo = 'actual';
    await ongoing.click();
  } else {
    const field = page.getByLabel('Su respuesta');
    await field.fill(value);
    await field.press('Enter');
  }
  await expect.poll(() => rightCount(page)).toBeGreaterThan(before);
  const refused = await page.locator('.message').last().evaluate((el) => el.previousElementSibling?.classList.contains('message--red') ?? false);
  if (refused) throw new Error(`The chat refused '${value}' for ${asked.key}: ${await page.locator('.message--red').last().textContent()}`);
  // Her choice echoes in Spanish ('Sí', not 'Yes'; 'Ninguno', not 'None').
  expect(`${asked.key}: ${await lastMine(page)}`).toBe(`${asked.key}: ${echo}`);
}

/** 'Ir a la sección siguiente' (or the automatic move, whichever comes first) → the next section on screen. */
async function goNextInSpanish(page: Page): Promise<void> {
  const from = pathOf(page);
  const title = await page.locator('#chat-title').textContent();
  const first = await page.waitForFunction(
    (path) => {
      if (location.pathname !== path) return 'moved';
      return Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Ir a la sección siguiente') ? 'button' : null;
    },
    from,
    { timeout: 30_000 },
  );
  if ((await first.jsonValue()) === 'button') {
    await page
      .getByRole('button', { name: 'Ir a la sección siguiente' })
      .click({ timeout: 10_000 })
      .catch((error: unknown) => {
        if (pathOf(page) === from) throw error;
      });
  }
  await page.waitForURL((url) => url.pathname !== from);
  await nextSectionShown(page, title);
}

describe('a Spanish reader, the whole journey (issue 21.5)', () => {
  it('shows no English outside the form’s own labels and the user’s own values, from sign-up to readiness', async () => {
    const context = await newContext(browser, baseUrl, { reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    // The reader chose Spanish before signing up (the picker stores it).
    await context.addInitScript(() => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', 'es');
    });
    const page = await context.newPage();
    logPageErrors(page, 'es');
    const found: string[] = [];
    const check = async (where: string) => found.push(...(await englishOn(page, where)));
    const email = uniqueEmail('viaje.es');

    // Sign-up and sign-in.
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Cree su cuenta' }).waitFor();
    await check('/register');
    await page.getByLabel('Nombre y apellido').fill('John Smith');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme la contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.waitForURL('**/login');
    await check('/login');
    const logIn = async () => {
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Contraseña').fill(PASSWORD);
      await page.getByLabel('Contraseña').press('Enter');
      await page.waitForURL('**/welcome-client');
      await page.getByRole('heading', { level: 1, name: /^Bienvenido\(a\)/ }).waitFor();
    };
    await logIn();
    await check('/welcome-client');

    // Welcome: the five steps (no 'IA', no lawyer taken for granted), the statements, then the setup names.
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Comenzar la solicitud' }).waitFor();
    const steps = await page.locator('main').innerText();
    expect(steps).not.toMatch(/\bIA\b/);
    expect(steps).not.toMatch(/Su abogado revisa/);
    await check('/welcome');
    await page.getByRole('button', { name: 'Comenzar la solicitud' }).click();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await check('/welcome (declaraciones)');
    await page.getByRole('button', { name: 'Acepto' }).click();
    await page.waitForURL('**/setup');
    const field = page.getByRole('textbox');
    const names = ['John', 'Adam', 'Smith', 'Lucia', 'Elena', 'Nunez'];
    for (const [i, value] of names.entries()) {
      await field.waitFor();
      if (i === 0) await check('/setup');
      await field.focus();
      await page.keyboard.type(value);
      await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe(value);
      await page.keyboard.press('Enter');
      if (i < names.length - 1) await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('');
    }
    await page.waitForURL('**/file-upload-quesionnaire');

    // A new sign-in before the questionnaire: its prompts still name her (not 'el beneficiario', not English).
    await page.getByRole('button', { name: /John Smith/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    await logIn();
    await page.goto('/file-upload-quesionnaire');
    const legends: string[] = [];
    const given: Record<string, string> = {};
    for (let i = 0; i < 20 && pathOf(page) === '/file-upload-quesionnaire'; i++) {
      await page.locator('legend').first().waitFor();
      const legend = ((await page.locator('legend').first().textContent()) ?? '').trim();
      legends.push(legend);
      await check(`/file-upload-quesionnaire (${i + 1})`);
      const values = await page.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      // The question shown is the i-th of those asked with the answers so far (the legend is Spanish).
      const asked = QUESTIONNAIRE.filter((q) => !q.askIf || q.askIf.in.includes(given[q.askIf.key] ?? ''));
      const key = asked[i]?.key;
      const wanted = questionnaireValue(key, values);
      if (key) given[key] = wanted;
      await page.locator(`input[type=radio][value="${wanted.replace(/"/g, '\\"')}"]`).check();
      const button = page.getByRole('button', { name: /^(Siguiente|Terminar)$/ });
      const label = await button.textContent();
      await button.click();
      if (label === 'Terminar') await page.waitForURL('**/file-upload-list');
      else await page.waitForFunction((before) => document.querySelector('legend')?.textContent?.trim() !== before, legend);
    }
    expect(legends.length).toBeGreaterThan(10);
    expect(legends.filter((l) => /\bel beneficiari|the beneficiary/i.test(l))).toEqual([]);
    expect(legends.filter((l) => l.includes('Lucia')).length).toBeGreaterThanOrEqual(8);

    // Documents (nothing uploaded) → the chat.
    await page.getByRole('button', { name: 'Siguiente paso' }).waitFor();
    await check('/file-upload-list');
    await page.getByRole('button', { name: 'Siguiente paso' }).click();
    await page.waitForURL('**/section/1');
    await page.getByRole('log').waitFor();

    // Every section, answered through the Spanish controls; each section's whole conversation is read at its end.
    let moveOnSeen = false;
    let answered = 0;
    for (let guard = 0; guard < 30; guard++) {
      for (let asked = await nextQuestion(page); asked; asked = await nextQuestion(page)) {
        await check(`/section/${sectionOf(page)} (${asked.key})`);
        await answerInSpanish(page, asked);
        answered += 1;
      }
      await check(`/section/${sectionOf(page)} (fin)`);
      if (await page.locator('.generate-link').count()) break;
      if (!moveOnSeen && (await page.locator('.auto-advance').count())) {
        // The move-on notice names the next section in Spanish.
        await expect.poll(() => page.locator('.auto-advance').innerText()).toMatch(/“[^”]+”/);
        moveOnSeen = true;
      }
      await goNextInSpanish(page);
    }
    expect(moveOnSeen).toBe(true);
    expect(answered).toBeGreaterThan(100);
    const generate = page.locator('.generate-link');
    expect(await generate.textContent()).toBe('Generar los documentos del Formulario I-129F →');

    // Check your answers and readiness.
    await page.goto('/check-answers');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('.check__row').first().waitFor();
    await check('/check-answers');
    await page.goto('/readiness');
    await page.locator('#filing-date').waitFor();
    // The report is there (its findings, or 'nothing found', or an alert), not the 'checking' status.
    await page.locator('.readiness__summary, .readiness .alert, .readiness [role=alert]').first().waitFor({ timeout: 30_000 });
    await check('/readiness');

    expect(found).toEqual([]);
    await context.close();
  }, 1_200_000);
});
