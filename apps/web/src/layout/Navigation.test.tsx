import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { appStateStore, updateAppState } from '../state/appState.ts';
import { mockFetch, on } from '../test/fetchMock.ts';
import { renderRoute, signIn } from '../test/renderRoute.tsx';

const LAWYER: Partial<UserInfo> = { fullName: 'Laura Lee Law', userType: 'LAWYER', role: 'lawyer' };
const PARALEGAL: Partial<UserInfo> = { userType: 'PARALEGAL', role: 'paralegal' };

async function sideNavLabels() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav).getAllByRole('link').map((a) => a.textContent);
}

async function openUserMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /John Smith|Laura Lee Law/ }));
  return { user, items: screen.getAllByRole('menuitem').map((i) => i.textContent) };
}

describe('side navigation and user menu role rules', () => {
  it('CLIENT (role u): Files only; menu without Clients', async () => {
    signIn();
    renderRoute('/welcome-client');
    expect(await sideNavLabels()).toEqual(['Files']);
    expect((await openUserMenu()).items).toEqual(['Dashboard', 'Documents', 'User Management', 'Activity', 'Your Data', 'Log Out']);
  });

  it('LAWYER: Clients, Files and Users; menu with Clients', async () => {
    signIn(LAWYER);
    renderRoute('/welcome-client');
    expect(await sideNavLabels()).toEqual(['Clients', 'Files', 'Users']);
    expect(screen.getByText('LL')).toBeInTheDocument();
    expect((await openUserMenu()).items).toEqual(['Dashboard', 'Clients', 'Documents', 'User Management', 'Activity', 'Your Data', 'Log Out']);
  });

  it('PARALEGAL: Clients, Files and Users', async () => {
    signIn(PARALEGAL);
    renderRoute('/welcome-client');
    expect(await sideNavLabels()).toEqual(['Clients', 'Files', 'Users']);
  });

  it('on /clients only the first of Clients and Users (same page) is the current one', async () => {
    signIn(LAWYER);
    mockFetch();
    renderRoute('/clients');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/clients');
  });

  it('shows initials and full name; arrows move, Escape closes and returns focus', async () => {
    signIn();
    renderRoute('/welcome-client');
    const button = await screen.findByRole('button', { name: 'John Smith' });
    expect(within(button).getByText('JS')).toBeInTheDocument();
    const { user } = await openUserMenu();
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Documents' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('the hamburger menu mirrors the side navigation and closes on Escape', async () => {
    signIn(LAWYER);
    renderRoute('/welcome-client');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getAllByRole('link').map((a) => a.textContent)).toEqual(['Clients', 'Files', 'Users']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('the progress bar follows the stored step and is hidden on /documents', async () => {
    signIn();
    updateAppState({ currentProgressBarStep: 2 });
    const { router } = renderRoute('/welcome-client');
    expect(await screen.findByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', '62.5');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['Setup', 'Upload', 'Validate', 'Complete Application']));
    await router.navigate('/documents');
    await screen.findByRole('heading', { name: 'Files' });
    expect(screen.queryByRole('progressbar', { name: 'Application progress' })).toBeNull();
  });

  it('Log Out calls /api/logout, clears storage and goes to /login', async () => {
    signIn();
    updateAppState({ requiredDocuments: [1, 2], currentProgressBarStep: 2 });
    expect(JSON.parse(localStorage.getItem('root') ?? '{}').currentProgressBarStep).toBe(2);
    const { calls } = mockFetch(on('POST', '/logout', { status: 200, body: {} }));
    const { router } = renderRoute('/welcome-client');
    const { user } = await openUserMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    // Reads (e.g. the layout's open-comments banner) aside, the only call is the logout.
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.url)).toEqual(['/api/logout']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(JSON.parse(localStorage.getItem('root') ?? '{}').currentProgressBarStep ?? 0).toBe(0);
    expect(appStateStore.get().requiredDocuments).toEqual([]);
  });
});
