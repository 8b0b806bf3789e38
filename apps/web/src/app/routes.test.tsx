import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../api/client.ts';
import { mockFetch } from '../test/fetchMock.ts';
import { petitionAfterSetup, petitionServer } from '../test/petitionServer.ts';
import { renderRoute, signIn } from '../test/renderRoute.tsx';

describe('routes and guards', () => {
  it.each(['/welcome-client', '/welcome', '/setup', '/file-upload-quesionnaire', '/file-upload-list', '/section/1', '/documents', '/clients'])(
    '%s without a session goes to /login',
    async (path) => {
      const { router } = renderRoute(path);
      await screen.findByRole('heading', { name: 'Sign in' });
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('an expired token counts as no session', async () => {
    signIn();
    localStorage.setItem('tokenExpiry', String(Date.now() - 1000));
    const { router } = renderRoute('/setup');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/no-such-page', '/a/b/c'])('%s shows ERROR 404', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'ERROR 404' })).toBeInTheDocument();
  });

  it('/section/1 renders the chat interview', async () => {
    signIn();
    mockFetch();
    renderRoute('/section/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preliminary Information' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('/required-documents shows the required-documents list (/file-upload-list)', async () => {
    signIn();
    // The list is the server's petition's: 'other names: No' requires the two passports.
    mockFetch(petitionServer({ state: petitionAfterSetup([{ type: 'questionnaire', key: 'petitionerOtherNames', value: 'No' }]) }).handler);
    const { router } = renderRoute('/required-documents');
    expect(await screen.findByRole('heading', { name: 'Upload your documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/file-upload-list');
  });

  it('/ renders the public landing page', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Make legal paperwork easy and stress-free' })).toBeInTheDocument();
    // The spec's '1500+ law firms' claim describes another product (docs/spec-deviations.md): not shown.
    expect(screen.getByRole('heading', { name: 'What it does not do' })).toBeInTheDocument();
    expect(screen.queryByText(/1500\+ law firms/)).not.toBeInTheDocument();
  });

  it('a 403 from any call on a signed-in page clears the session and shows /login', async () => {
    signIn();
    mockFetch(() => ({ status: 403, body: { error: 'Forbidden', code: 'FORBIDDEN', message: 'no' } }));
    const { router } = renderRoute('/welcome-client');
    await screen.findByRole('heading', { name: 'Welcome, John' });
    await api.get('/me');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('session expiry on an open page', () => {
  it('goes to /login when the token expires', async () => {
    signIn();
    localStorage.setItem('tokenExpiry', String(Date.now() + 300));
    const { router } = renderRoute('/welcome-client');
    await screen.findByRole('heading', { name: 'Welcome, John' });
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 2000 });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
