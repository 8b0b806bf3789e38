import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { CLIENT, renderRoute } from '../../test/renderRoute.tsx';

async function submitLogin(password = 'Passw0rd!') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'john@example.com');
  await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
}

describe('/login', () => {
  it('shows the fields and links of the spec', () => {
    renderRoute('/login');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("403 shows 'Invalid credentials' and stays on /login", async () => {
    mockFetch(on('POST', '/login', { status: 403, body: { error: 'Forbidden', code: 'BAD_CREDENTIALS', message: 'x' } }));
    const { router } = renderRoute('/login');
    await submitLogin('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("a non-200 or empty answer shows 'Invalid credentials'", async () => {
    mockFetch(on('POST', '/login', { status: 200 }));
    renderRoute('/login');
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it("a network failure shows 'An error occurred'", async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    renderRoute('/login');
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('429 shows the message the server sent', async () => {
    mockFetch(on('POST', '/login', { status: 429, body: { error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Slow down, try in 5 minutes.' } }));
    renderRoute('/login');
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down, try in 5 minutes.');
  });

  it('success sends {username, password}, stores the session and goes to /welcome-client', async () => {
    const expiry = Date.now() + 144e5;
    const { calls } = mockFetch(on('POST', '/login', { status: 200, body: { user: CLIENT, token: 'tok-9', tokenExpiry: expiry } }));
    const { router } = renderRoute('/login');
    await submitLogin();
    expect(await screen.findByRole('heading', { name: 'Welcome, John' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome-client');
    expect(calls[0]?.body).toEqual({ username: 'john@example.com', password: 'Passw0rd!' });
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(Number(localStorage.getItem('tokenExpiry'))).toBeLessThanOrEqual(expiry);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ email: 'john@example.com', acceptedConditions: false });
  });

  describe('in Spanish', () => {
    afterEach(() => setLanguage('en', false));

    it('shows the form and the failure in Spanish', async () => {
      await setLanguage('es', false);
      mockFetch(on('POST', '/login', { status: 403, body: { error: 'Forbidden', code: 'BAD_CREDENTIALS', message: 'x' } }));
      renderRoute('/login');
      expect(screen.getByRole('form', { name: 'Iniciar sesión' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/forgot-password');
      expect(screen.getByRole('link', { name: 'Regístrese' })).toHaveAttribute('href', '/register');
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Correo electrónico'), 'john@example.com');
      await user.type(screen.getByLabelText('Contraseña'), 'wrong{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales no válidas');
    });
  });
});
