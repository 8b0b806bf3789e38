import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { BeneficiaryPetitionResponse } from '@i129f/petition/api/beneficiary.ts';
import { fullName } from '@i129f/petition/fields/lookup.ts';
import { interview } from '@i129f/petition/interview.ts';
import { expectNoSeriousA11yViolations as a11y } from './support/axe.ts';
import { PASSWORD, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { logPageErrors, nextQuestion, onboard, rightCount } from './support/chat-walk.ts';
import { k1Answer } from './support/k1-couple.ts';
import { readMailLink } from './support/outbox.ts';
import { callApi, serverState } from './support/petition.ts';

/**
 * Issue 24, the whole loop in two browsers: the petitioner (English, 1280 px) invites the beneficiary from his section
 * list; she (Spanish, a 390 px phone) accepts in a second browser context and answers her parents' sections; he
 * confirms one section and asks for a change of an answer in the other; she corrects it from the request's link. The
 * I-129F then generated carries her confirmed answers, and not the ones he has not confirmed.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const HIM = uniqueEmail('petitioner');
const HER = uniqueEmail('beneficiary');

/** Her answers to the two sections of her parents (17 and 18), by answer key, as she types or picks them. */
const PARENT_1: Record<string, string> = {
  'ben.parent1.known': 'I agree',
  'ben.parent1.family': 'Petrov',
  'ben.parent1.given': 'Ivan',
  'ben.parent1.middle': 'N/A',
  'ben.parent1.birthDate': '03/04/1961',
  'ben.parent1.gender': 'Male',
  'ben.parent1.birthCountry': 'Ukraine',
  'ben.parent1.residenceUnknown': 'No',
  'ben.parent1.residenceCity': 'Kyiv',
  'ben.parent1.residenceCountry': 'Ukraine',
};
const PARENT_2: Record<string, string> = Object.fromEntries(
  Object.entries({ ...PARENT_1, 'ben.parent1.family': 'Petrova', 'ben.parent1.given': 'Olena', 'ben.parent1.gender': 'Female', 'ben.parent1.birthDate': '07/08/1963' }).map(([k, v]) => [k.replace('parent1', 'parent2'), v]),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Answers the open section of her chat (Spanish on screen: options are picked by their stored English value). `values`
 * by answer key; `fallback` answers a key it lacks (else the walk stops with an error naming it). Returns when the
 * section is done, or when it asks `stopAt`.
 */
async function answerHerSection(page: Page, values: Record<string, string>, fallback?: (key: string, input: string, options: string[]) => string, stopAt?: string): Promise<void> {
  const times = new Map<string, number>();
  for (let asked = await nextQuestion(page); asked; asked = await nextQuestion(page)) {
    if (asked.key === stopAt) return;
    // A refused answer is asked again: a third time means the walk's answer is wrong (fail, do not loop).
    times.set(asked.key, (times.get(asked.key) ?? 0) + 1);
    if (times.get(asked.key)! > 2) throw new Error(`${asked.key} refused the walk's answer twice`);
    const options = await page.locator('.choice-cards input[type=radio]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    const value = values[asked.key] ?? fallback?.(asked.key, asked.input, options);
    if (value === undefined) throw new Error(`no answer for ${asked.key}`);
    const before = await rightCount(page);
    if (asked.input === 'yesno' || asked.input === 'options') {
      await page.locator(`.choice-cards input[type=radio][value="${value}"]`).check();
      await page.locator('.chat-input__send').click();
    } else {
      const field = page.getByLabel('Su respuesta');
      await field.fill(value);
      await field.press('Enter');
    }
    await expect.poll(() => rightCount(page)).toBeGreaterThan(before);
  }
}

/** Her part as the server has it (her session's token, from her page). */
const herPart = async (page: Page) => (await callApi<BeneficiaryPetitionResponse>(page, 'GET', '/beneficiary/petition')).body;
const statusOf = async (page: Page, id: number) => (await herPart(page)).sections.find((s) => s.id === id)?.status;

/** The stored file's bytes, downloaded with the page's session. */
async function download(page: Page, email: string, fileName: string): Promise<Uint8Array> {
  const base64 = await page.evaluate(
    async ({ url }) => {
      const r = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` }, credentials: 'include' });
      const bytes = new Uint8Array(await r.arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    },
    { url: `/api/file/client/download/${encodeURIComponent(email)}/${encodeURIComponent(fileName)}` },
  );
  return Uint8Array.from(Buffer.from(base64, 'base64'));
}

/** The I-129F generated from his petition as the Generate link sends it; returns a reader of its text fields. */
async function generateI129f(page: Page, email: string): Promise<(id: string) => string> {
  const { state } = await serverState(page, email);
  const { fields, continuation } = interview.computeFieldValues(state!);
  const generated = await callApi<{ fileName: string }>(page, 'POST', `/file/generate/i29f/${encodeURIComponent(email)}`, { ...fields, _additionalInformation: continuation });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const pdf = await PDFDocument.load(await download(page, email, generated.body.fileName));
  return (id: string) => pdf.getForm().getTextField(fullName(id as never)).getText() ?? '';
}

/** He onboards, invites her in Spanish from his section list; she accepts the mailed link in her own browser context. */
async function inviteAndAccept(o: { him: string; her: string; herViewport: { width: number; height: number }; phone: boolean }) {
  const his = await newContext(browser, baseUrl, { viewport: { width: 1280, height: 900 } });
  const him = await his.newPage();
  logPageErrors(him, 'petitioner');
  await onboard(him, o.him);
  await him.getByRole('button', { name: 'Invite your fiancé(e) to answer their part' }).click();
  const form = him.getByRole('form', { name: 'Invite your fiancé(e) to answer their part' });
  await form.getByLabel('Their email').fill(o.her);
  await expect.poll(() => form.getByLabel('Their full name').inputValue()).toBe('Maria Lopez');
  await form.getByLabel('Language of the invitation').selectOption('es');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await him.getByText(`Invitation sent to ${o.her}`).waitFor();
  const link = await readMailLink(dataDir, o.her, /https?:\/\/[^\s"'<>]+\/beneficiary-invitation#token=[A-Za-z0-9_-]+/, 'beneficiary invitation');
  const hers = await newContext(browser, baseUrl, { viewport: o.herViewport, ...(o.phone ? { isMobile: true, hasTouch: true } : {}) });
  const her = await hers.newPage();
  logPageErrors(her, 'beneficiary');
  await her.goto(link);
  await her.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await her.getByLabel('Confirme la contraseña').fill(PASSWORD);
  await her.getByRole('button', { name: 'Elegir contraseña y continuar' }).click();
  await her.waitForURL('**/my-part');
  return { his, him, hers, her };
}

describe('the beneficiary answers her own part (issue 24)', () => {
  it('invitation, her sections in Spanish, his confirmation and change request, her correction, and the I-129F', async () => {
    // The petitioner, in English on a desktop.
    const his = await newContext(browser, baseUrl, { viewport: { width: 1280, height: 900 } });
    const him = await his.newPage();
    logPageErrors(him, 'petitioner');
    await onboard(him, HIM);

    // From the section list: invite her, in Spanish.
    await him.getByRole('button', { name: 'Invite your fiancé(e) to answer their part' }).click();
    const form = him.getByRole('form', { name: 'Invite your fiancé(e) to answer their part' });
    await form.getByLabel('Their email').fill(HER);
    await expect.poll(() => form.getByLabel('Their full name').inputValue()).toBe('Maria Lopez');
    await form.getByLabel('Language of the invitation').selectOption('es');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await him.getByText(`Invitation sent to ${HER}`).waitFor();
    await a11y(him, 'section list with the invitation');

    // She opens the mailed link in a second browser, on a phone.
    const link = await readMailLink(dataDir, HER, /https?:\/\/[^\s"'<>]+\/beneficiary-invitation#token=[A-Za-z0-9_-]+/, 'beneficiary invitation');
    const hers = await newContext(browser, baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const her = await hers.newPage();
    logPageErrors(her, 'beneficiary');
    await her.goto(link);
    await her.getByRole('heading', { name: 'Responda su parte de la petición' }).waitFor();
    await her.getByText(/John Smith prepara la petición I-129F/).waitFor();
    expect(new URL(her.url()).hash).toBe('');
    await a11y(her, 'her accept page');
    await her.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await her.getByLabel('Confirme la contraseña').fill(PASSWORD);
    await her.getByRole('button', { name: 'Elegir contraseña y continuar' }).click();
    await her.waitForURL('**/my-part');
    await her.getByRole('heading', { name: 'Su parte de la petición' }).waitFor();
    await her.getByText(/John Smith prepara la petición I-129F/).waitFor();
    // Her menu leads to her part only; the page fits the phone.
    expect(await her.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    await a11y(her, 'her part');

    // Her two sections, in Spanish, in the same chat as his.
    for (const [id, values] of [[17, PARENT_1], [18, PARENT_2]] as const) {
      await her.goto(`/my-part/section/${id}`);
      await her.getByRole('log').waitFor();
      // Still in Spanish after the reload (her language is kept), in the same chat as his, with her sections only.
      await her.getByRole('button', { name: 'Enviar' }).waitFor();
      if (id === 17) await a11y(her, 'her chat');
      await answerHerSection(her, values);
      await expect.poll(() => statusOf(her, id), { timeout: 15_000 }).toBe('answered');
    }
    // Nothing of hers is in his petition yet.
    expect((await serverState(him, HIM)).state?.answers['ben.parent1.family']).toBeUndefined();

    // He reads her answers: confirms her first parent, asks for a change of her second parent's given name.
    await him.goto('/beneficiary-answers');
    const parent1 = him.getByRole('region', { name: "Beneficiary's Parent 1" });
    const parent2 = him.getByRole('region', { name: "Beneficiary's Parent 2" });
    await parent1.getByText('Answered, waiting for confirmation').waitFor();
    await expect.poll(() => parent1.getByText('Petrov', { exact: true }).count()).toBe(1);
    await a11y(him, 'her answers');
    await parent1.getByRole('button', { name: /^Confirm this section/ }).click();
    await parent1.getByText('Confirmed: these answers are in the form.').waitFor();
    const given = parent2.getByRole('listitem').filter({ hasText: 'Olena' });
    await given.getByRole('button', { name: /^Ask for a change/ }).click();
    await given.getByRole('textbox').fill('Her passport says Olha.');
    await given.getByRole('button', { name: 'Send the request' }).click();
    await given.getByText('Sent. The request takes them to this question.').waitFor();
    expect((await serverState(him, HIM)).state?.answers['ben.parent1.family']).toBe('Petrov');

    // She sees the request and corrects the answer from its link.
    await her.goto('/my-part');
    await her.getByText('Her passport says Olha.').waitFor();
    await her.getByRole('link', { name: 'Ir a esta pregunta' }).click();
    await her.waitForURL((url) => url.pathname === '/my-part/section/18' && url.searchParams.get('question') === 'ben.parent2.given');
    const edit = her.getByLabel('Edite su respuesta');
    await expect.poll(() => edit.inputValue(), { timeout: 15_000 }).toBe('Olena');
    await edit.fill('Olha');
    await her.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(async () => (await herPart(her)).requests.every((r) => r.resolvedAt !== null), { timeout: 15_000 }).toBe(true);
    await her.goto('/my-part');
    await her.getByText('Por ahora no hay nada que cambiar.').waitFor();

    // He sees her correction, waiting for him; he does not confirm it.
    await him.reload();
    await parent2.getByRole('listitem').filter({ hasText: 'Olha' }).waitFor();
    await parent2.getByText('Answered, waiting for confirmation').waitFor();

    // The I-129F generated from his petition, as the Generate link sends it: her confirmed answers are in it, the
    // answers he has not confirmed are not.
    const text = await generateI129f(him, HIM);
    expect(text('Pt2Line24a_FamilyName[0]')).toBe('Petrov');
    expect(text('Pt2Line24b_GivenName[0]')).toBe('Ivan');
    expect(text('Pt2Line28a_CityTownOfBirth[0]')).toBe('Kyiv');
    expect(text('Pt2Line29a_FamilyName[0]')).not.toBe('Petrova');
    expect(text('Pt2Line29b_GivenName[0]')).not.toBe('Olha');

    await hers.close();
    await his.close();
  });
  it('her address typed in Cyrillic at 1280 px: P2 50 keeps it, P2 12 gets the Latin version she confirms with one click', async () => {
    const HIM2 = uniqueEmail('petitioner-native');
    const HER2 = uniqueEmail('beneficiary-native');
    const { his, him, hers, her } = await inviteAndAccept({ him: HIM2, her: HER2, herViewport: { width: 1280, height: 900 }, phone: false });
    await her.goto('/my-part/section/16');
    await her.getByRole('log').waitFor();
    await her.getByRole('button', { name: 'Enviar' }).waitFor();
    // Her current address, in her alphabet: kept for the native-alphabet items, then offered in Latin letters.
    const fixture = (key: string, input: string, options: string[]) => k1Answer(key, input, options).value;
    await answerHerSection(her, {}, fixture, 'ben.address.1.street');
    const field = her.getByLabel('Su respuesta');
    await field.fill('ул. Ленина 10');
    await field.press('Enter');
    await her.getByText('Guardamos «ул. Ленина 10» para los puntos del formulario en el alfabeto nativo', { exact: false }).waitFor();
    const useLatin = her.getByRole('button', { name: 'Usar «ul. Lenina 10»' });
    await a11y(her, 'her chat offering the Latin spelling');
    // The chat fits the desktop width: no sideways scrolling, the offer beside the answer field.
    expect(await her.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    await useLatin.click();
    await expect.poll(() => her.locator('.chat-input[data-question-key]').getAttribute('data-question-key')).not.toBe('ben.address.1.street');
    const native = { 'ben.native.family': 'Лопес', 'ben.native.given': 'Мария', 'ben.native.middle': 'Елена', 'ben.native.address.unitType': 'Apartment', 'ben.native.address.unitNumber': '15',
      'ben.native.address.city': 'Казань', 'ben.native.address.country': 'Россия', 'ben.native.address.province': 'Татарстан', 'ben.native.address.postal': '420111',
      // He has not given his address yet, so she is asked where she will live in the United States.
      'ben.usAddress.street': '100 Main St', 'ben.usAddress.unitType': 'None', 'ben.usAddress.city': 'Springfield', 'ben.usAddress.state': 'IL', 'ben.usAddress.zip': '62701' };
    await answerHerSection(her, native, fixture);
    await expect.poll(() => statusOf(her, 16), { timeout: 15_000 }).toBe('answered');

    // He sees both versions among her answers and confirms the section.
    await him.goto('/beneficiary-answers');
    const section = him.getByRole('region', { name: "Beneficiary's Biographic Info" });
    await section.getByText('ул. Ленина 10', { exact: true }).waitFor();
    await section.getByText('ul. Lenina 10', { exact: true }).first().waitFor();
    await section.getByRole('button', { name: /^Confirm this section/ }).click();
    await section.getByText('Confirmed: these answers are in the form.').waitFor();

    const text = await generateI129f(him, HIM2);
    expect(text('Pt2Line12_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(text('Pt2Line50_StreetNumberName[0]')).toBe('ул. Ленина 10');
    expect(text('Pt2Line49a_FamilyName[0]')).toBe('Лопес');
    expect(text('Pt2Line49b_GivenName[0]')).toBe('Мария');
    expect(text('Pt2Line28c_CityOrTown[0]')).toBe('Казань');
    expect(text('Pt2Line12_CityOrTown[0]')).toBe('Kazan');

    // Her own data: from her menu, the page to download or delete her account (in Spanish).
    await her.goto('/your-data');
    await her.getByRole('heading', { name: 'Sus datos', level: 1 }).waitFor();
    expect(new URL(her.url()).pathname).toBe('/your-data');
    await a11y(her, 'her data page');

    await hers.close();
    await his.close();
  });
});
