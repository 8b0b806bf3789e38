import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

const enc = encodeURIComponent;
const PENDING = {
  id: '3f1c2a9e-0000-4000-8000-000000000001',
  email: 'old@example.com',
  fullName: 'Olga Old',
  userType: 'CLIENT',
  invitedBy: { fullName: 'Paula Para', email: 'para@example.com' },
  createdAt: Date.UTC(2026, 10, 20),
  expiresAt: Date.UTC(2026, 10, 27),
};
const staffCalls = (email: string, ...more: Parameters<typeof mockFetch>) =>
  mockFetch(
    ...more,
    on('GET', `/user/findUserByEmail/${enc(email)}`, { body: { userId: 'L', fullName: 'Lena', email, roles: [], userType: 'LAWYER', acceptedConditions: true, clients: [], paralegals: [] } }),
    on('GET', `/file/clients/generated/${enc(email)}`, { body: { clients: [] } }),
  );

describe('Clients page: invitations', () => {
  it('a lawyer invites a client and sees the pending list reload; a bad email is caught before sending', async () => {
    signIn({ email: 'law@example.com', userType: 'LAWYER', role: 'lawyer' });
    let listed = [PENDING];
    const { calls } = staffCalls(
      'law@example.com',
      (call) => (call.method === 'GET' && call.url.endsWith('/api/invitations') ? { body: { invitations: listed } } : undefined),
      on('POST', '/invitations', { status: 201, body: { invitation: { ...PENDING, id: 'new', email: 'ivy@example.com', fullName: 'Ivy Invitee' } } }),
    );
    renderRoute('/clients');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite a client' });
    expect(screen.getByRole('form', { name: 'Add a paralegal' })).toBeInTheDocument();
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText('old@example.com')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Client name'), 'Ivy Invitee');
    await user.type(within(form).getByLabelText('Client email'), 'not-an-email{Enter}');
    expect(within(form).getByLabelText('Client email')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    listed = [{ ...PENDING, id: 'new', email: 'ivy@example.com', fullName: 'Ivy Invitee' }, PENDING];
    await user.clear(within(form).getByLabelText('Client email'));
    await user.type(within(form).getByLabelText('Client email'), 'ivy@example.com{Enter}');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Invitation sent to ivy@example.com.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ fullName: 'Ivy Invitee', email: 'ivy@example.com', userType: 'CLIENT' });
    expect(await within(pending).findByText('ivy@example.com')).toBeInTheDocument();
    expect(within(form).getByLabelText('Client name')).toHaveValue('');
  });

  it('a paralegal gets no "Add a paralegal"; Revoke deletes the invitation by id', async () => {
    signIn({ email: 'para@example.com', userType: 'PARALEGAL', role: 'paralegal' });
    let listed = [PENDING];
    const { calls } = staffCalls(
      'para@example.com',
      (call) => (call.method === 'GET' && call.url.endsWith('/api/invitations') ? { body: { invitations: listed } } : undefined),
      (call) => {
        if (call.method !== 'DELETE') return undefined;
        listed = [];
        return { body: { revoked: true } };
      },
    );
    renderRoute('/clients');
    await screen.findByRole('form', { name: 'Invite a client' });
    expect(screen.queryByRole('form', { name: 'Add a paralegal' })).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Revoke the invitation of Olga Old (old@example.com)' }));
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/invitations/${PENDING.id}`);
  });

  describe('in Spanish', () => {
    afterEach(() => setLanguage('en', false));

    it('shows the invitation forms and the pending list in Spanish and asks for a name in Spanish', async () => {
      await setLanguage('es', false);
      signIn({ email: 'law@example.com', userType: 'LAWYER', role: 'lawyer' });
      const { calls } = staffCalls('law@example.com', on('GET', '/invitations', { body: { invitations: [PENDING] } }));
      renderRoute('/clients');
      const form = await screen.findByRole('form', { name: 'Invitar a un cliente' });
      expect(screen.getByRole('form', { name: 'Agregar un(a) asistente legal (paralegal)' })).toBeInTheDocument();
      const pending = await screen.findByRole('list', { name: 'Invitaciones pendientes' });
      expect(within(pending).getByText(/^Cliente · invitado\(a\) por Paula Para · el enlace funciona hasta el /)).toBeInTheDocument();
      expect(within(pending).getByRole('button', { name: 'Revocar la invitación de Olga Old (old@example.com)' })).toHaveTextContent('Revocar');
      await userEvent.setup().click(within(form).getByRole('button', { name: 'Enviar invitación' }));
      expect(within(form).getByLabelText('Nombre del cliente')).toHaveAccessibleDescription(/Escriba un nombre\./);
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    });
  });
});
