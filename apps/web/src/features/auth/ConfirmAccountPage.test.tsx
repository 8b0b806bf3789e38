import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { routes } from '../../app/routes.tsx';

describe('/confirm-account', () => {
  it('checks the token on load and shows the inline text when invalid', async () => {
    const { calls } = mockFetch(on('POST', '/user/confirm-password-reset', { status: 400, body: { code: 'RESET_TOKEN_INVALID' } }));
    renderRoute('/confirm-account?token=bogus');
    expect(await screen.findByText(ACCOUNT_MESSAGES.tokenInvalid, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New Password Request');
    // The token goes in a header, not in the request URL.
    expect(calls[0]?.url).toBe('/api/user/confirm-password-reset');
    expect(calls[0]?.headers.get('X-Reset-Token')).toBe('bogus');
    expect(screen.queryByLabelText('Confirm Password')).toBeNull();
  });

  it('a valid token shows the form; success goes to /login', async () => {
    const { calls } = mockFetch(
      on('POST', '/user/confirm-password-reset', { status: 200, body: { valid: true, email: 'john@example.com' } }),
      on('POST', '/user/accept-new-pass', { status: 200, body: { ok: true } }),
    );
    const { router } = renderRoute('/confirm-account?token=good');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Email')).toHaveValue('john@example.com');
    // The token left the address bar as soon as the page read it.
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls[0]?.headers.get('X-Reset-Token')).toBe('good');
    expect(screen.getByLabelText('Old Password', { exact: false })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password', { exact: true }), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abc{Enter}');
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRule)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'N3wPassw0rd!');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'N3wPassw0rd!{Enter}');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    const accept = calls.find((c) => c.url.includes('accept-new-pass'));
    expect(accept?.url).toBe('/api/user/accept-new-pass');
    expect(accept?.headers.get('X-Reset-Token')).toBe('good');
    expect(accept?.body).toEqual({ email: 'john@example.com', oldPassword: '', newPassword: 'N3wPassw0rd!' });
  });

  it('also reads a token from the fragment (#token=) and clears it', async () => {
    const { calls } = mockFetch(on('POST', '/user/confirm-password-reset', { status: 200, body: { valid: true, email: 'john@example.com' } }));
    const { router } = renderRoute('/confirm-account#token=frag');
    expect(await screen.findByLabelText('Email')).toHaveValue('john@example.com');
    expect(calls[0]?.headers.get('X-Reset-Token')).toBe('frag');
    expect(router.state.location.hash).toBe('');
  });

  it('the mailed link (#token=, issue 23.6) in the browser history: read from the fragment, sent only in X-Reset-Token, gone from the history entry', async () => {
    const { calls } = mockFetch(on('POST', '/user/confirm-password-reset', { status: 200, body: { valid: true, email: 'john@example.com' } }));
    // The mail's link as a browser opens it: one new history entry whose URL holds the token in its fragment.
    window.history.pushState(null, '', '/confirm-account#token=mailed-secret');
    const entries = window.history.length;
    const router = createBrowserRouter(routes);
    render(<RouterProvider router={router} />);
    expect(await screen.findByLabelText('Email')).toHaveValue('john@example.com');
    expect(calls[0]?.url).toBe('/api/user/confirm-password-reset');
    expect(calls[0]?.headers.get('X-Reset-Token')).toBe('mailed-secret');
    // No request URL carries it; the entry was replaced (not a new one after it), so Back cannot return to it.
    expect(calls.every((c) => !c.url.includes('mailed-secret'))).toBe(true);
    expect(window.location.pathname).toBe('/confirm-account');
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain('mailed-secret');
    expect(window.history.length).toBe(entries);
    router.dispose();
    window.history.replaceState(null, '', '/');
  });

  it('a second link opened on the page (only the fragment changes, no page load) checks its own token', async () => {
    const { calls } = mockFetch(
      on('POST', '/user/confirm-password-reset', { status: 400, body: { code: 'RESET_TOKEN_INVALID' } }),
    );
    const { router } = renderRoute('/confirm-account#token=old');
    expect(await screen.findByText(ACCOUNT_MESSAGES.tokenInvalid, { exact: false })).toBeInTheDocument();
    await router.navigate('/confirm-account#token=newer');
    await screen.findByText(ACCOUNT_MESSAGES.tokenInvalid, { exact: false });
    await waitFor(() => expect(calls.map((c) => c.headers.get('X-Reset-Token'))).toEqual(['old', 'newer']));
    expect(router.state.location.hash).toBe('');
  });

  it("a non-200 reset answer shows 'Unexpected error! Please contact support.'", async () => {
    mockFetch(
      on('POST', '/user/confirm-password-reset', { status: 200, body: { valid: true, email: 'john@example.com' } }),
      on('POST', '/user/accept-new-pass', { status: 400, body: {} }),
    );
    renderRoute('/confirm-account?token=good');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password', { exact: true }), 'N3wPassw0rd!');
    await user.type(screen.getByLabelText('Confirm Password'), 'N3wPassw0rd!{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.unexpectedErrorBang);
  });
});
