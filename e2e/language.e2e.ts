import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { logIn, onboardClient, PASSWORD, register, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('English and Spanish in Chromium', () => {
  it('the landing page says what the product is in both languages, with Start and Log in', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Make legal paperwork easy and stress-free' }).waitFor();
    await page.getByRole('heading', { name: 'What it does not do' }).waitFor();
    await page.getByText('It is not a lawyer and does not give legal advice.', { exact: false }).waitFor();
    expect(await page.getByText(/1500\+|pricing|subscription/i).count()).toBe(0);
    await a11y(page, '/ (English)');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Trámites legales fáciles y sin estrés' }).waitFor();
    await page.getByRole('heading', { name: 'Lo que no hace' }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await a11y(page, '/ (Spanish)');
    await page.getByRole('navigation', { name: 'Cuenta' }).getByRole('link', { name: 'Comenzar' }).click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { level: 1, name: 'Cree su cuenta' }).waitFor();
    await context.close();
  });

  it('Spanish chosen on the login page stays after a reload, through login and after log out', async () => {
    const email = uniqueEmail('idioma');
    const setupContext = await newContext(browser, baseUrl);
    await register(await setupContext.newPage(), email);
    await setupContext.close();

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('link', { name: 'Preparador de la petición I-129F' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
    await a11y(page, '/login (Spanish)');

    await page.reload();
    const picker = page.getByRole('combobox', { name: 'Idioma' });
    await picker.waitFor();
    expect(await picker.inputValue()).toBe('es');
    expect(await htmlLang(page)).toBe('es');

    // The sign-in form itself is in Spanish now.
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByLabel('Contraseña').press('Enter');
    await page.waitForURL('**/welcome-client');
    await page.getByRole('heading', { level: 1, name: 'Bienvenido(a), John' }).waitFor();
    await page.getByRole('link', { name: 'Continuar con su solicitud' }).waitFor();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Archivos' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');
    await a11y(page, '/welcome-client (Spanish)');

    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Comenzar la solicitud' }).click();
    await page.getByRole('button', { name: 'Acepto' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Acepte todas las declaraciones antes de continuar.');
    await a11y(page, '/welcome consent (Spanish)');

    await page.getByRole('button', { name: /John Smith/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    expect(await page.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');
    expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual(['es', null, null]);

    // Back to English from any page.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.getByRole('link', { name: 'I-129F Petition Preparer' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await context.close();
  });

  it('Spanish picked while signed in is kept on the account: another browser signs in to Spanish pages', async () => {
    const email = uniqueEmail('cuenta.idioma');
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await register(page, email);
    await logIn(page, email);
    await page.waitForURL('**/welcome-client');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/language') && r.request().method() === 'POST');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    expect((await saved).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Bienvenido(a), John' }).waitFor();
    await page.getByRole('button', { name: /John Smith/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    await context.close();

    // A new browser: nothing stored, the login page in English; after sign-in the account's Spanish.
    const other = await newContext(browser, baseUrl);
    const fresh = await other.newPage();
    await fresh.goto('/login');
    await fresh.getByRole('combobox', { name: 'Language' }).waitFor();
    await logIn(fresh, email);
    await fresh.waitForURL('**/welcome-client');
    await fresh.getByRole('heading', { level: 1, name: 'Bienvenido(a), John' }).waitFor();
    expect(await fresh.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');
    expect(await htmlLang(fresh)).toBe('es');
    expect(await fresh.evaluate(() => localStorage.getItem('language'))).toBe('es');
    await other.close();
  });

  it("the chat's questions are Spanish for a Spanish reader, and an English reader's chat never fetches the Spanish texts", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await onboardClient(page, uniqueEmail('chat.idioma'));
    // The JS files that carry the Spanish interview's texts (a question only the Spanish catalogue has).
    const spanishFiles: string[] = [];
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!/^\/assets\/.*\.js$/.test(path)) return;
      reads.push(
        response
          .text()
          .then((body) => void (body.includes('por ejemplo nombre@example.com') && spanishFiles.push(path)))
          .catch(() => undefined),
      );
    });

    // English, as a first visit of the chat: the engine's English texts, no Spanish file.
    await page.goto('/section/1');
    await page.getByRole('heading', { level: 1, name: 'Preliminary Information' }).waitFor();
    await page.getByRole('log').getByText('What is your email address, for example name@example.com?', { exact: false }).waitFor();
    await Promise.all(reads);
    expect(spanishFiles).toEqual([]);

    // Spanish: the catalogue's file brings the interview's texts; the question and the section list follow.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Información preliminar' }).waitFor();
    await page.getByRole('log').getByText('¿Cuál es su correo electrónico, por ejemplo nombre@example.com?', { exact: false }).waitFor();
    await expect.poll(async () => (await Promise.all(reads), spanishFiles.length)).toBe(1);

    // After a reload the stored language's texts are there before the chat renders.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Información preliminar' }).waitFor();
    await page.getByRole('navigation', { name: 'Secciones de la entrevista' }).getByText('Verificación de elegibilidad').waitFor();
    expect(await htmlLang(page)).toBe('es');
    await context.close();
  });
});
