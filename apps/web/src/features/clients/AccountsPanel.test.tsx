import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListedUser } from '@i129f/petition/api/auth.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { AccountsPanel } from './AccountsPanel.tsx';
import { managedAccounts } from './accountStatus.ts';

const person = (name: string, type: ListedUser['userType'], extra: Partial<ListedUser> = {}): ListedUser => ({
  userId: `id-${name}`,
  fullName: name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  roles: [{ role: type === 'CLIENT' ? 'u' : type.toLowerCase() }],
  userType: type,
  acceptedConditions: true,
  ...extra,
});
const ANNA = person('Anna Client', 'CLIENT');
const OLD = person('Otto Old', 'CLIENT', { deactivated: true });
const PAULA = person('Paula Para', 'PARALEGAL', { clients: [ANNA, OLD] });
const PETER = person('Peter Para', 'PARALEGAL', { clients: [] });
const DORA = person('Dora Direct', 'CLIENT');
const LAWYER = person('Larry Lawyer', 'LAWYER', { email: 'law@example.com', paralegals: [PAULA, PETER], clients: [DORA] });
const enc = encodeURIComponent;

function renderPanel(lawyer = true, ...handlers: Parameters<typeof mockFetch>) {
  const mock = mockFetch(...handlers);
  const onChanged = vi.fn();
  render(<AccountsPanel tree={LAWYER} load="ready" lawyer={lawyer} onChanged={onChanged} />);
  return { ...mock, onChanged, user: userEvent.setup() };
}

describe('managedAccounts', () => {
  it("lists a lawyer's paralegals, then every client with the paralegal it is under", () => {
    expect(managedAccounts(LAWYER).map((a) => [a.fullName, a.kind, a.paralegalEmail, a.deactivated])).toEqual([
      ['Paula Para', 'paralegal', null, false],
      ['Peter Para', 'paralegal', null, false],
      ['Anna Client', 'client', PAULA.email, false],
      ['Otto Old', 'client', PAULA.email, true],
      ['Dora Direct', 'client', null, false],
    ]);
    expect(managedAccounts(ANNA)).toEqual([]);
  });
});

describe('AccountsPanel (Clients page)', () => {
  it('shows each account with its status; Deactivate asks in a dialog first (Cancel changes nothing), then deactivates', async () => {
    const { calls, onChanged, user } = renderPanel(true, on('POST', `/user/deactivate/${enc(ANNA.email)}`, { body: { email: ANNA.email, deactivated: true } }));
    const list = await screen.findByRole('list', { name: 'Accounts you manage' });
    const anna = within(list).getByText('Anna Client').closest('li')!;
    expect(anna).toHaveTextContent('Client · with paula.para@example.com · Active');
    expect(within(list).getByText('Otto Old').closest('li')).toHaveTextContent('Deactivated');
    expect(within(list).getByRole('button', { name: 'Reactivate Otto Old' })).toBeInTheDocument();

    await user.click(within(anna).getByRole('button', { name: 'Deactivate Anna Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Anna Client?' });
    expect(dialog).toHaveTextContent('anna.client@example.com will be signed out and can no longer sign in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(anna).getByRole('button', { name: 'Deactivate Anna Client' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Anna Client was deactivated.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.replace(/^.*\/api/, ''))).toEqual([`/user/deactivate/${enc(ANNA.email)}`]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('deactivating a paralegal says how many of its pending invitations were revoked (issue 23.5)', async () => {
    const { user } = renderPanel(true, on('POST', `/user/deactivate/${enc(PAULA.email)}`, { body: { email: PAULA.email, deactivated: true, invitationsRevoked: 2 } }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate Paula Para' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Paula Para was deactivated. The 2 invitations they had sent and nobody had accepted yet were revoked.');
  });

  it('names and emails are isolated (<bdi>): a right-to-left override in one cannot reorder what stands beside it', async () => {
    renderPanel(true);
    const list = await screen.findByRole('list', { name: 'Accounts you manage' });
    const anna = within(list).getByText('Anna Client');
    expect(anna.tagName).toBe('BDI');
    expect(within(anna.closest('li')!).getByText(ANNA.email).tagName).toBe('BDI');
  });

  it('a lawyer reassigns a client to another active paralegal from a dialog', async () => {
    const { calls, user } = renderPanel(true, on('POST', `/user/reassign/${enc(ANNA.email)}`, { body: { email: ANNA.email, paralegalEmail: PETER.email } }));
    await user.click(await screen.findByRole('button', { name: 'Reassign Anna Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Reassign Anna Client' });
    const select = within(dialog).getByLabelText('New paralegal');
    // Her current paralegal is not offered.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['\u2068Peter Para\u2069 (\u2068peter.para@example.com\u2069)']);
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Anna Client is now with Peter Para.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ paralegalEmail: PETER.email });
  });

  it("a lawyer resets a paralegal's two-factor login after confirming", async () => {
    const { calls, user } = renderPanel(true, on('POST', `/user/reset-two-factor/${enc(PAULA.email)}`, { body: { email: PAULA.email, twoFactorReset: true } }));
    expect(screen.queryByRole('button', { name: /Reset two-factor login of Anna/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor login of Paula Para' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset two-factor login of Paula Para?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor login' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Two-factor login of Paula Para was reset.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.replace(/^.*\/api/, ''))).toEqual([`/user/reset-two-factor/${enc(PAULA.email)}`]);
  });

  it('a paralegal gets no Reassign; a failed call says so', async () => {
    const { user } = renderPanel(false, on('POST', /\/user\/reactivate\//, { status: 403, body: { error: 'Forbidden', code: 'FORBIDDEN', message: 'x' } }));
    await screen.findByRole('list', { name: 'Accounts you manage' });
    expect(screen.queryByRole('button', { name: /^Reassign/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reset two-factor/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reactivate Otto Old' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work. Please try again.');
  });
});

describe('AccountsPanel in Spanish', () => {
  afterEach(() => setLanguage('en', false));

  it('shows the accounts, their status and the deactivation dialog in Spanish', async () => {
    await setLanguage('es', false);
    const { calls, user } = renderPanel(true);
    expect(screen.getByRole('heading', { name: 'Administrar cuentas' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Cuentas que usted administra' });
    const anna = within(list).getByText('Anna Client').closest('li')!;
    expect(anna).toHaveTextContent('Cliente · con paula.para@example.com · Activa');
    expect(within(list).getByText('Otto Old').closest('li')).toHaveTextContent('Desactivada');
    expect(within(list).getByRole('button', { name: 'Reactivar a Otto Old' })).toHaveTextContent('Reactivar');
    await user.click(within(anna).getByRole('button', { name: 'Desactivar a Anna Client' }));
    const dialog = screen.getByRole('dialog', { name: '¿Desactivar a Anna Client?' });
    expect(dialog).toHaveTextContent('Se cerrará la sesión de anna.client@example.com y ya no podrá iniciar sesión.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says in Spanish how many invitations a deactivation revoked', async () => {
    await setLanguage('es', false);
    const { user } = renderPanel(true, on('POST', `/user/deactivate/${enc(PAULA.email)}`, { body: { email: PAULA.email, deactivated: true, invitationsRevoked: 1 } }));
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Paula Para' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Paula Para fue desactivado(a). Se revocó la invitación que había enviado y que nadie había aceptado todavía.');
  });
});
