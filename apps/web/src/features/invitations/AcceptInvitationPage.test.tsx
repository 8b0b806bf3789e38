import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { sessionStore } from '../../session/session.ts';
import { invitations } from '@i129f/petition/i18n/en/invitations.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { account as accountEs } from '@i129f/petition/i18n/es/account.ts';

const NEW = { email: 'ivy@example.com', fullName: 'Ivy Invitee', userType: 'CLIENT', inviterName: 'Lena Lawyer', accountExists: false };
const USER = { fullName: 'Ivy Invitee', email: 'ivy@example.com', userType: 'CLIENT', acceptedConditions: false, role: 'u' };

afterEach(() => sessionStorage.clear());

describe('/invitation', () => {
  it('reads the token from the fragment, clears it from the address bar and sends it only as X-Invitation-Token', async () => {
    const { calls } = mockFetch(on('POST', '/invitations/check', { body: NEW }));
    const { router } = renderRoute('/invitation#token=tok-A');
    expect(await screen.findByText(/Lena Lawyer invited you to prepare your I-129F petition/)).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    expect(calls[0]?.url).toBe('/api/invitations/check');
    expect(calls[0]?.headers.get('X-Invitation-Token')).toBe('tok-A');
    expect(screen.getByLabelText('Email')).toHaveValue('ivy@example.com');
  });

  it('a second link opened in the same tab replaces the first: its token is checked and shown, the fragment cleared again', async () => {
    const OTHER = { ...NEW, email: 'zoe@example.com', inviterName: 'Paul Para' };
    const { calls } = mockFetch((call) =>
      call.url.endsWith('/invitations/check') ? { body: call.headers.get('X-Invitation-Token') === 'tok-2' ? OTHER : NEW } : undefined,
    );
    const { router } = renderRoute('/invitation#token=tok-1');
    expect(await screen.findByText(/Lena Lawyer invited you/)).toBeInTheDocument();
    await router.navigate('/invitation#token=tok-2');
    expect(await screen.findByText(/Paul Para invited you/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('zoe@example.com');
    expect(router.state.location.hash).toBe('');
    expect(calls.map((c) => c.headers.get('X-Invitation-Token'))).toEqual(['tok-1', 'tok-2']);
    expect(sessionStorage.getItem('invitationToken')).toBe('tok-2');
  });

  it('a new account: checks the password rule, then accepts with the password, starts the session and opens the welcome page', async () => {
    const { calls } = mockFetch(
      on('POST', '/invitations/check', { body: NEW }),
      on('POST', '/invitations/accept', { body: { linked: true, user: USER, token: 'sess-1', tokenExpiry: Date.now() + 3_600_000 } }),
    );
    const { router } = renderRoute('/invitation#token=tok-B');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password', { exact: true }), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abc{Enter}');
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRule)).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveFocus();
    expect(calls.some((c) => c.url.endsWith('/accept'))).toBe(false);
    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Passw0rd!');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Set password and accept' }));
    await expect.poll(() => router.state.location.pathname).toBe('/welcome-client');
    const accept = calls.find((c) => c.url.endsWith('/invitations/accept'));
    expect(accept?.headers.get('X-Invitation-Token')).toBe('tok-B');
    expect(accept?.body).toEqual({ password: 'Passw0rd!' });
    expect(sessionStore.get().token).toBe('sess-1');
    expect(sessionStorage.getItem('invitationToken')).toBeNull();
  });

  it('a new paralegal sets the password, then the authenticator (QR code and key), and the accept sends both: session, recovery codes, Clients page (issue 23.7)', async () => {
    const PARA = { ...USER, fullName: 'Pia Para', email: 'pia@example.com', userType: 'PARALEGAL', role: 'paralegal' };
    const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${'ABCDEFGHIJ'[i]}`);
    const ENROL = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+', enrolment: 'sealed-secret' };
    const { calls } = mockFetch(
      on('POST', '/invitations/check', { body: { ...NEW, email: 'pia@example.com', fullName: 'Pia Para', userType: 'PARALEGAL', twoFactor: true } }),
      on('POST', '/invitations/enrol', { body: ENROL }),
      (call) =>
        call.url.endsWith('/invitations/accept')
          ? (call.body as { code?: string }).code === '123456'
            ? { body: { linked: true, user: PARA, token: 'sess-P', tokenExpiry: Date.now() + 3_600_000, recoveryCodes: CODES } }
            : { status: 400, body: { code: 'TWO_FACTOR_INVALID', message: 'That code is not valid. Please enter the current 6-digit code from your authenticator app.', fields: [{ path: 'code', message: 'That code is not valid. Please enter the current 6-digit code from your authenticator app.' }] } }
          : undefined,
    );
    const { router } = renderRoute('/invitation#token=tok-P');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password', { exact: true }), 'Passw0rd!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Passw0rd!');
    // The password alone accepts nothing: the next step is the authenticator.
    await user.click(screen.getByRole('button', { name: invitations.nextTwoFactor }));
    expect(calls.some((c) => c.url.endsWith('/invitations/accept'))).toBe(false);
    expect(await screen.findByRole('img', { name: /QR code for your authenticator app/ })).toHaveAttribute('src', ENROL.qrDataUrl);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/invitations/enrol'))?.headers.get('X-Invitation-Token')).toBe('tok-P');
    // A wrong code is shown on the field; no session.
    await user.type(screen.getByLabelText('6-digit code'), '000000{Enter}');
    expect(await screen.findByText('That code is not valid. Please enter the current 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(sessionStore.get().token).toBeNull();
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456{Enter}');
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    const accepts = calls.filter((c) => c.url.endsWith('/invitations/accept'));
    expect(accepts.at(-1)?.body).toEqual({ password: 'Passw0rd!', code: '123456', enrolment: 'sealed-secret' });
    expect(accepts.at(-1)?.headers.get('X-Invitation-Token')).toBe('tok-P');
    expect(sessionStore.get().token).toBe('sess-P');
    expect(sessionStorage.getItem('invitationToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await expect.poll(() => router.state.location.pathname).toBe('/clients');
  });

  it('an existing account: signs in on the page, then accepts with that session', async () => {
    const { calls } = mockFetch(
      on('POST', '/invitations/check', { body: { ...NEW, accountExists: true } }),
      on('POST', '/login', { body: { user: USER, token: 'sess-2', tokenExpiry: Date.now() + 3_600_000 } }),
      on('POST', '/invitations/accept', { body: { linked: true, user: USER } }),
    );
    const { router } = renderRoute('/invitation#token=tok-C');
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Confirm Password')).toBeNull();
    await user.type(await screen.findByLabelText('Password', { exact: true }), 'Passw0rd!{Enter}');
    await expect.poll(() => router.state.location.pathname).toBe('/welcome-client');
    expect(calls.find((c) => c.url.endsWith('/login'))?.body).toEqual({ username: 'ivy@example.com', password: 'Passw0rd!' });
    const accept = calls.find((c) => c.url.endsWith('/invitations/accept'));
    expect(accept?.headers.get('Authorization')).toBe('Bearer sess-2');
    expect(accept?.body).toEqual({});
  });

  it('signed in as the invited account: one button', async () => {
    signIn({ email: 'ivy@example.com' });
    mockFetch(on('POST', '/invitations/check', { body: { ...NEW, accountExists: true } }), on('POST', '/invitations/accept', { status: 409, body: { code: 'ALREADY_LINKED', message: 'Your account is already linked to a lawyer or paralegal.' } }));
    renderRoute('/invitation#token=tok-D');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is already linked to a lawyer or paralegal.');
  });

  it('an invalid, expired or used link says so', async () => {
    mockFetch(on('POST', '/invitations/check', { status: 400, body: { code: 'INVITATION_INVALID', message: 'x' } }));
    renderRoute('/invitation#token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(invitations.invalid);
  });

  it('without a link (nothing in the fragment or this tab) asks nothing and says the link is invalid', async () => {
    const { calls } = mockFetch();
    renderRoute('/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent(invitations.invalid);
    expect(calls).toEqual([]);
  });

  describe('in Spanish', () => {
    afterEach(() => setLanguage('en', false));

    it('shows the invitation, the fields and the button in Spanish', async () => {
      await setLanguage('es', false);
      mockFetch(on('POST', '/invitations/check', { body: NEW }));
      renderRoute('/invitation#token=tok-ES');
      expect(await screen.findByText(/Lena Lawyer lo\/la invitó a preparar su petición del Formulario I-129F/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Acepte su invitación' })).toBeInTheDocument();
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ivy@example.com');
      expect(screen.getByLabelText('Contraseña', { exact: true })).toBeInTheDocument();
      expect(screen.getByLabelText('Confirme la contraseña')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Crear contraseña y aceptar' })).toBeInTheDocument();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'abc{Enter}');
      expect(screen.getByText(accountEs.passwordRule)).toBeInTheDocument();
      expect(screen.queryByText(ACCOUNT_MESSAGES.passwordRule)).toBeNull();
    });

    it('an invalid link is explained in Spanish', async () => {
      await setLanguage('es', false);
      mockFetch(on('POST', '/invitations/check', { status: 404, body: { error: 'Not Found', code: 'NOT_FOUND', message: 'x' } }));
      renderRoute('/invitation#token=tok-bad');
      expect(await screen.findByText(/Este enlace de invitación no es válido/)).toBeInTheDocument();
    });
  });
});
