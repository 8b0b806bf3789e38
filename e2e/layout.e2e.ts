import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { QUESTIONNAIRE } from '@i129f/petition/questionnaire/questions.ts';
import { enterSetupNames, logIn, pathOf, register, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { K1_QUESTIONNAIRE } from './support/k1-couple.ts';
import { brief, contains, inViewport, intersects, measureLayout } from './support/layout.ts';

/**
 * Issue 21.1: the client's screens at a phone, a tablet and three desktop widths (1024, the narrowest, too). On each:
 * no phone-only control on a desktop, no sideways scroll, no overlapping regions or controls, nothing sticking out of
 * its box; in the chat the section list beside the panel (stacked on a phone) without overlap, the input bar inside
 * the panel, and the current question's input on screen without scrolling. One browser, one client, one page resized
 * per width. Screenshots: e2e/.artifacts/layout/<screen>-<width>.png (gitignored).
 */

const baseUrl = inject('baseUrl');
const ARTIFACTS = fileURLToPath(new URL('./.artifacts/layout/', import.meta.url));
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
const DESKTOP = 1024;
const email = uniqueEmail('layout');

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { reducedMotion: 'reduce' });
  page = await context.newPage();
  page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The screen has rendered: a heading, no loading placeholder, the fonts in. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => document.querySelector('.page-loading') === null && document.fonts.status === 'loaded');
}

/** Two animation frames: the layout after a resize has been computed and painted. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Checks the current screen at every width; `ready` waits for what the screen must show at that width. */
async function checkScreen(name: string, ready: (page: Page) => Promise<void> = settled) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.waitForFunction((w) => window.innerWidth === w, viewport.width);
    await ready(page);
    await nextFrames(page);
    const layout = await measureLayout(page);
    await page.screenshot({ path: `${ARTIFACTS}${name}-${viewport.width}.png`, fullPage: true });
    const at = `${name} at ${viewport.width}px`;
    if (layout.chat) {
      const { toggle, sidebar, panel, input, field } = layout.chat;
      console.log(`${at}: toggle ${brief(toggle)}; section list ${brief(sidebar)}; panel ${brief(panel)}; input bar ${brief(input)}; field ${brief(field)}`);
      expect.soft(panel, `${at}: the chat panel is shown`).not.toBeNull();
      expect.soft(field && inViewport(field, layout.clientWidth, layout.innerHeight), `${at}: the current question's input ${brief(field)} is on screen without scrolling (${layout.clientWidth}×${layout.innerHeight})`).toBe(true);
      if (input && panel) expect.soft(contains(panel, input), `${at}: the input bar ${brief(input)} is inside the chat panel ${brief(panel)}`).toBe(true);
      for (const [label, other] of [['section list', sidebar], ['toggle', toggle]] as const)
        if (input && other) expect.soft(intersects(input, other), `${at}: the input bar ${brief(input)} overlaps the ${label} ${brief(other)}`).toBe(false);
      if (viewport.width >= DESKTOP) expect.soft(sidebar, `${at}: the section list is shown beside the chat`).not.toBeNull();
      if (viewport.width >= DESKTOP && sidebar && panel) expect.soft(panel.top < sidebar.bottom && panel.left >= sidebar.right, `${at}: the chat ${brief(panel)} is beside the section list ${brief(sidebar)}`).toBe(true);
    }
    if (viewport.width >= DESKTOP) expect.soft(layout.phoneOnly.join('\n'), `${at}: phone-only controls`).toBe('');
    expect.soft(layout.scrollWidth, `${at}: sideways scroll (scrollWidth ${layout.scrollWidth} > clientWidth ${layout.clientWidth})`).toBeLessThanOrEqual(layout.clientWidth);
    expect.soft(layout.regionOverlaps.join('\n'), `${at}: overlapping regions`).toBe('');
    expect.soft(layout.controlOverlaps.join('\n'), `${at}: overlapping controls`).toBe('');
    expect.soft(layout.outside.join('\n'), `${at}: controls outside their box`).toBe('');
  }
}

/** The questionnaire's answer for the prompt on screen: the K-1 couple's (support/k1-couple.ts), else the first option. */
function questionnaireAnswer(legend: string, options: string[]): string {
  const asked = QUESTIONNAIRE.find((q) => {
    const pattern = q.prompt.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{beneficiary\}/g, '.+');
    return new RegExp(`^${pattern}$`).test(legend.trim());
  });
  const wanted = asked ? K1_QUESTIONNAIRE[asked.key] : undefined;
  return wanted && options.includes(wanted) ? wanted : (options[0] as string);
}

/**
 * POST /api/petition/changes/{email} with an 'extracted' change on the stored version, from the page with its session
 * (Bearer token and XSRF token, as the app's client sends them); answers the status.
 */
function sendExtracted(page: Page, info: Record<string, string>): Promise<number> {
  return page.evaluate(
    async ({ email, info }) => {
      const url = (path: string) => `/api${path}/${encodeURIComponent(email)}`;
      const auth = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      const loaded = (await (await fetch(url('/chat-state/i29F/load'), { headers: auth })).json()) as { version: number };
      await fetch('/api/xsrf', { credentials: 'include' });
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '');
      const body = { version: loaded.version, changes: [{ type: 'extracted', passed: true, info }] };
      const r = await fetch(url('/petition/changes'), {
        method: 'POST',
        credentials: 'include',
        headers: { ...auth, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify(body),
      });
      return r.status;
    },
    { email, info },
  );
}

/** The chat has asked its question and waits for an answer. */
const chatAsking = async (page: Page) => {
  await settled(page);
  await page.locator('.chat-input[data-question-key][data-busy="false"]').waitFor();
};

describe('layout of the client screens at 390, 768, 1024, 1280 and 1920 px', () => {
  it('login', async () => {
    await register(page, email);
    await checkScreen('login', async (p) => {
      await p.getByLabel('Password').waitFor();
      await settled(p);
    });
  });

  it('setup', async () => {
    await logIn(page, email);
    await page.waitForURL('**/welcome-client');
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Start Application' }).click();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.waitForURL('**/setup');
    await checkScreen('setup', async (p) => {
      await p.getByRole('textbox').waitFor();
      await settled(p);
    });
  });

  it('questionnaire', async () => {
    await enterSetupNames(page);
    await page.waitForURL('**/file-upload-quesionnaire');
    await checkScreen('questionnaire', async (p) => {
      await p.getByRole('radio').first().waitFor();
      await settled(p);
    });
  });

  it('required documents list', async () => {
    for (let i = 0; i < 20 && pathOf(page) === '/file-upload-quesionnaire'; i++) {
      const legend = (await page.locator('legend').first().textContent()) ?? '';
      const values = await page.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      await page.getByRole('radio', { name: questionnaireAnswer(legend, values), exact: true }).check();
      const button = page.getByRole('button', { name: /^(Next|Finish)$/ });
      const finish = (await button.textContent()) === 'Finish';
      await button.click();
      if (finish) await page.waitForURL('**/file-upload-list');
    }
    await checkScreen('documents-list', async (p) => {
      await p.getByRole('button', { name: 'Next Step' }).waitFor();
      await settled(p);
    });
  });

  it('chat section 1', async () => {
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.waitForURL('**/section/1');
    await checkScreen('chat-section-1', chatAsking);
  });

  it("section 0's manual entry (Apply / Cancel)", async () => {
    // Values read from a passport, sent as the documents step sends them (an 'extracted' change): section 0 asks for each.
    expect(await sendExtracted(page, { petBirthDate: '07/04/1985', petCityTownVillageBirth: 'Boston' })).toBe(200);
    await page.goto('/section/0');
    await page.getByRole('button', { name: 'Type in manually' }).click();
    await checkScreen('chat-section-0-manual', async (p) => {
      await chatAsking(p);
      await p.getByRole('button', { name: 'Apply' }).waitFor();
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('button', { name: 'Go to next section' }).waitFor();
  });

  it('files', async () => {
    await page.goto('/documents');
    await checkScreen('files');
  });

  it('check your answers', async () => {
    await page.goto('/check-answers');
    await checkScreen('check-answers', async (p) => {
      await p.getByRole('button', { name: /^Change/ }).first().waitFor();
      await settled(p);
    });
  });
});
