import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The password every browser-test account is given. */
export const PASSWORD = 'Passw0rd!';

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Signs up a client, John Smith, on /register and waits for /login. */
export async function register(page: Page, email: string, password = PASSWORD) {
  await page.goto('/register');
  await page.getByLabel('First and Last Name').fill('John Smith');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/login');
}

/** Fills the login form on the current page and submits it; the caller waits for where it should land. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

/** Registers and logs in a client, accepts the conditions and enters the setup names → the questionnaire. */
export async function onboardClient(page: Page, email: string, names?: readonly string[]) {
  await register(page, email);
  await logIn(page, email);
  await startApplication(page, names);
}

/** A signed-in client who has not started: accepts the conditions on /welcome and enters the setup names → the questionnaire. */
export async function startApplication(page: Page, names?: readonly string[]) {
  await page.waitForURL('**/welcome-client');
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Start Application' }).click();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.waitForURL('**/setup');
  await enterSetupNames(page, names);
  await page.waitForURL('**/file-upload-quesionnaire');
}

/**
 * Types the six setup names. Each step puts the focus in its field (a loaded machine may render the lazy page after
 * the first keys) and waits for the next, empty field before going on.
 */
export async function enterSetupNames(page: Page, names: readonly string[] = ['John', 'Adam', 'Smith', 'Maria', 'Elena', 'Lopez']) {
  const field = page.getByRole('textbox');
  for (const [i, value] of names.entries()) {
    await field.waitFor();
    await field.focus(); // autofocus normally has it already
    await page.keyboard.type(value);
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe(value);
    await page.keyboard.press('Enter');
    if (i < names.length - 1) await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('');
  }
}
