import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endLocalSession } from '../session/endLocalSession.ts';
import { mockFetch, on } from '../test/fetchMock.ts';
import { renderRoute, signIn } from '../test/renderRoute.tsx';
import { LANGUAGE_KEY, restoreLanguage, setLanguage } from './i18n.ts';

afterEach(() => setLanguage('en', false));

describe('language picker', () => {
  it('switches a signed-out page to Spanish, remembers it and sets <html lang>', async () => {
    renderRoute('/register');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('heading', { name: 'Cree su cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // The account rules' English messages are shown in Spanish.
    await user.type(screen.getByRole('textbox', { name: 'Nombre y apellido' }), 'Ana Lopez');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Abcdef1!');
    await user.type(screen.getByLabelText('Confirme la contraseña'), 'Abcdef1?');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
  });

  it('restores the stored language before rendering and keeps it when a session ends', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    await restoreLanguage();
    signIn();
    mockFetch();
    localStorage.setItem(LANGUAGE_KEY, 'es');
    renderRoute('/setup');
    expect(await screen.findByRole('heading', { name: 'Empecemos por los nombres' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 6')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    endLocalSession();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the questionnaire in Spanish while the stored answer stays the English option', async () => {
    await setLanguage('es');
    signIn();
    const { petition: server } = mockFetch();
    renderRoute('/file-upload-quesionnaire');
    const user = userEvent.setup();
    expect(await screen.findByText('Pregunta 1 de 16')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '¿Ha usado alguna vez otros nombres (apellido de soltera, alias, apodos)?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await waitFor(() => expect(server.state?.questionnaire.petitionerOtherNames).toBe('Yes'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('radio', { name: 'Soltero(a)' })).toBeInTheDocument();
  });

  it('sends the language as Accept-Language', async () => {
    await setLanguage('es');
    const { calls } = mockFetch(on('POST', /^\/user\/request-forgotten-password\//, { status: 200, body: {} }));
    renderRoute('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/Le enviamos un correo electrónico/)).toBeInTheDocument();
    const sent = calls.find((c) => c.url.includes('/user/request-forgotten-password/'));
    expect(sent?.headers.get('Accept-Language')).toBe('es');
  });
});
