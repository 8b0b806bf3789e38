import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, on } from '../test/fetchMock.ts';
import { CLIENT, renderRoute, signIn } from '../test/renderRoute.tsx';
import { currentLanguage, LANGUAGE_KEY, setLanguage } from '../i18n/i18n.ts';

/** Issue 21.5: the language is kept on the account, and applied after sign-in on any browser. */
afterEach(() => setLanguage('en', false));

const loginAnswer = (language: 'en' | 'es' | null) => ({ body: { user: { ...CLIENT, language }, token: 't-1', tokenExpiry: Date.now() + 3_600_000 } });
const languageSaves = (calls: { url: string; method: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/me/language')).map((c) => c.body);

async function signInOnLoginPage() {
  renderRoute('/login');
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), CLIENT.email);
  await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the language kept on the account', () => {
  it('a fresh browser in English signs in to an account kept in Spanish: the pages are Spanish and remembered here', async () => {
    localStorage.removeItem(LANGUAGE_KEY);
    const { calls } = mockFetch(on('POST', '/login', loginAnswer('es')));
    await signInOnLoginPage();
    expect(await screen.findByRole('link', { name: 'Continuar con su solicitud' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(languageSaves(calls)).toEqual([]);
  });

  it('an account that never chose keeps the language picked in this browser, and tells the server', async () => {
    await setLanguage('es');
    const { calls } = mockFetch(on('POST', '/login', loginAnswer(null)));
    renderRoute('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), CLIENT.email);
    await user.type(screen.getByLabelText('Contraseña'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(languageSaves(calls)).toEqual([{ language: 'es' }]));
    expect(currentLanguage()).toBe('es');
  });

  it('Spanish picked on the sign-in page wins over an account kept in English, and is saved on the account', async () => {
    localStorage.removeItem(LANGUAGE_KEY);
    const { calls } = mockFetch(on('POST', '/login', loginAnswer('en')));
    renderRoute('/login');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), CLIENT.email);
    await user.type(screen.getByLabelText('Contraseña'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(languageSaves(calls)).toEqual([{ language: 'es' }]));
    expect(await screen.findByRole('link', { name: 'Continuar con su solicitud' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('es');
    expect(localStorage.getItem('languagePickedSignedOut')).toBeNull();
  });

  it('a pick in the signed-in header is saved on the account', async () => {
    signIn();
    const { calls } = mockFetch();
    renderRoute('/welcome-client');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
    await waitFor(() => expect(languageSaves(calls)).toEqual([{ language: 'es' }]));
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });

  it('a sign-up sends the language the page is read in', async () => {
    await setLanguage('es');
    const { calls } = mockFetch(on('POST', '/user/register', { body: { user: { ...CLIENT, language: 'es' } } }));
    renderRoute('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Nombre y apellido' }), 'José Núñez');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'jose@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Abcdef1!');
    await user.type(screen.getByLabelText('Confirme la contraseña'), 'Abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/user/register'))?.body).toMatchObject({ email: 'jose@example.com', language: 'es' }));
  });
});
