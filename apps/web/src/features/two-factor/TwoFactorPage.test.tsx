import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute } from '../../test/renderRoute.tsx';

const LAWYER: UserInfo = { fullName: 'Lena Lawyer', email: 'lena@firm.test', userType: 'LAWYER', acceptedConditions: true, role: 'lawyer' };
const SECRET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const challenge = (twoFactor: 'enrol' | 'verify') => ({ user: LAWYER, twoFactor, pendingToken: 'pending-1', pendingExpiry: Date.now() + 300_000 });
const session = { user: LAWYER, token: 'tok-7', tokenExpiry: Date.now() + 144e5 };
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${'ABCDEFGHIJ'[i]}`);

async function signInAsStaff() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'lena@firm.test');
  await user.type(screen.getByLabelText('Password'), 'Passw0rd!{Enter}');
  return user;
}

afterEach(() => sessionStorage.clear());

describe('staff two-factor sign-in', () => {
  it('set-up from the mailed link (issue 23.7): the fragment is read and cleared, link + password open the QR code and the key, a code confirms, the recovery codes are shown once, then the app', async () => {
    const { calls } = mockFetch(
      on('POST', '/two-factor/enrolment/check', { body: { email: 'lena@firm.test', fullName: 'Lena Lawyer' } }),
      (call) =>
        call.url.endsWith('/two-factor/enrolment')
          ? (call.body as { password: string }).password === 'Passw0rd!'
            ? { body: challenge('enrol') }
            : { status: 403, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } }
          : undefined,
      on('POST', '/login/two-factor/enrol', { body: { secret: SECRET, otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' } }),
      on('POST', '/login/two-factor/enrol/confirm', { body: { ...session, recoveryCodes: CODES } }),
    );
    const { router } = renderRoute('/two-factor-enrolment#token=link-1');
    const user = userEvent.setup();
    expect(await screen.findByText('This link sets up two-factor login for lena@firm.test. Enter the password of this account to continue.')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    expect(calls[0]?.url).toBe('/api/two-factor/enrolment/check');
    expect(calls[0]?.headers.get('X-Enrolment-Token')).toBe('link-1');
    // The link without the right password opens nothing.
    await user.type(screen.getByLabelText('Password'), 'Wrong1!{Enter}');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/two-factor-enrolment');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor login' })).toBeInTheDocument();
    await expect.poll(() => router.state.location.pathname).toBe('/two-factor');
    const start = calls.filter((c) => c.url.endsWith('/two-factor/enrolment')).at(-1);
    expect(start?.headers.get('X-Enrolment-Token')).toBe('link-1');
    expect(start?.body).toEqual({ password: 'Passw0rd!' });
    expect(calls.every((c) => !c.url.includes('link-1'))).toBe(true);
    expect(sessionStorage.getItem('enrolmentToken')).toBeNull();
    expect(await screen.findByRole('img', { name: /QR code for your authenticator app/ })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    await user.type(screen.getByLabelText('6-digit code'), '123456{Enter}');
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(calls.find((c) => c.url.endsWith('/enrol/confirm'))?.body).toEqual({ pendingToken: 'pending-1', code: '123456' });
    expect(localStorage.getItem('token')).toBe('tok-7');
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(router.state.location.pathname).toBe('/welcome-client');
  });

  it('an invalid, used or expired set-up link says so', async () => {
    mockFetch(on('POST', '/two-factor/enrolment/check', { status: 400, body: { code: 'ENROLMENT_INVALID', message: 'x' } }));
    renderRoute('/two-factor-enrolment#token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This set-up link is invalid, expired or already used. Please ask a lawyer of your firm for a new one.');
  });

  it('the password alone of an account without an authenticator does not reach the set-up: the login page says to use the mailed link', async () => {
    const message = 'Two-factor login is not set up for this account yet. Open the set-up link e-mailed to you; if you have none, ask a lawyer of your firm to send a new one.';
    const { calls } = mockFetch(on('POST', '/login', { status: 403, body: { error: 'Forbidden', code: 'TWO_FACTOR_NOT_ENROLLED', message } }));
    const { router } = renderRoute('/login');
    await signInAsStaff();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.map((c) => c.url)).toEqual(['/api/login']);
  });

  it('later sign-ins: a wrong code is shown on the field; a recovery code signs in', async () => {
    const { calls } = mockFetch(
      on('POST', '/login', { body: challenge('verify') }),
      (call) => {
        if (!call.url.endsWith('/login/two-factor/verify')) return undefined;
        const body = call.body as { code?: string };
        return body.code
          ? { status: 400, body: { error: 'Bad Request', code: 'TWO_FACTOR_INVALID', message: 'That code is not valid.', fields: [{ path: 'code', message: 'That code is not valid.' }] } }
          : { body: { ...session, recoveryCodesLeft: 9 } };
      },
    );
    const { router } = renderRoute('/login');
    const user = await signInAsStaff();
    const field = await screen.findByLabelText('6-digit code');
    await user.type(field, '000000{Enter}');
    expect(await screen.findByText('That code is not valid.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'aaaa-bbbb-cccc-ddda{Enter}');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(router.state.location.pathname).toBe('/welcome-client');
    expect(calls.at(-1)?.body).toEqual({ pendingToken: 'pending-1', recoveryCode: 'aaaa-bbbb-cccc-ddda' });
    expect(localStorage.getItem('token')).toBe('tok-7');
  });

  it('an expired sign-in sends the user back to the login page', async () => {
    mockFetch(
      on('POST', '/login', { body: challenge('verify') }),
      on('POST', '/login/two-factor/verify', { status: 401, body: { error: 'Unauthorized', code: 'LOGIN_EXPIRED', message: 'Your sign-in has expired.' } }),
    );
    renderRoute('/login');
    const user = await signInAsStaff();
    await user.type(await screen.findByLabelText('6-digit code'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in has expired. Please sign in again.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('/two-factor without a sign-in in progress says so', async () => {
    renderRoute('/two-factor');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in has expired');
  });

  it('a deactivated account is told so on the login page', async () => {
    mockFetch(on('POST', '/login', { status: 403, body: { error: 'Forbidden', code: 'ACCOUNT_DEACTIVATED', message: 'This account has been deactivated. Please contact your law firm.' } }));
    renderRoute('/login');
    await signInAsStaff();
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been deactivated. Please contact your law firm.');
  });

  describe('in Spanish', () => {
    afterEach(() => setLanguage('en', false));

    it('shows the code step in Spanish and asks for the code in Spanish', async () => {
      await setLanguage('es', false);
      mockFetch(on('POST', '/login', { body: challenge('verify') }));
      renderRoute('/login');
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Correo electrónico'), 'lena@firm.test');
      await user.type(screen.getByLabelText('Contraseña'), 'Passw0rd!{Enter}');
      expect(await screen.findByRole('heading', { level: 1, name: 'Escriba su código' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      expect(await screen.findByText('Escriba el código de 6 dígitos, por favor.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
      expect(screen.getByLabelText('Código de recuperación')).toBeInTheDocument();
    });
  });
});
