import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditPage } from '@i129f/petition/api/account-data.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { CLIENT, renderRoute, signIn } from '../../test/renderRoute.tsx';
import { sessionStore } from '../../session/session.ts';
import { DATA_TEXT } from './texts.ts';

const enc = encodeURIComponent;
const LAWYER = { email: 'law@firm.test', fullName: 'Larry Lawyer' };

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: Math.random().toString(36),
  at: Date.UTC(2026, 10, 20, 14, 30),
  action: 'file.download',
  outcome: 200,
  count: 1,
  actor: { role: 'LAWYER', email: LAWYER.email, fullName: LAWYER.fullName, self: false },
  file: null,
  ...over,
});
const page = (entries: AuditEntry[], total = entries.length, p = 1): AuditPage => ({ entries, page: p, pageSize: 25, total });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('Activity page', () => {
  it('lists who did what, newest first, with the file name and the result', async () => {
    signIn();
    const { calls } = mockFetch(
      on('GET', `/audit/${enc(CLIENT.email)}`, {
        body: page([
          entry({ file: { name: 'passport.png' } }),
          entry({ action: 'chat-state.save', count: 4, actor: { role: 'CLIENT', email: CLIENT.email, fullName: CLIENT.fullName, self: true } }),
          entry({ action: 'file.delete', outcome: 404, file: { name: null } }),
          entry({ action: 'answer.change', answer: { key: 'pet.birth.city' } }),
          entry({ action: 'answer.change', answer: { key: 'q.method', oldValue: 'birth', newValue: null } }),
        ]),
      }),
    );
    renderRoute('/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /5 recorded actions, newest first/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Larry Lawyer \(Lawyer, law@firm\.test\).*Downloaded a file: passport\.png.*Done$/),
      expect.stringMatching(/You \(Client\).*Saved interview answers \(4 times\).*Done$/),
      expect.stringMatching(/Deleted a file: a file no longer stored.*Not found$/),
      expect.stringMatching(/Changed an answer: pet\.birth\.city.*Done$/),
      expect.stringMatching(/Changed an answer: q\.method \(birth → —\).*Done$/),
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Larry Lawyer');
    // The layout's comments banner may ask first: look for the audit request itself.
    expect(calls.find((c) => c.url.includes('/audit/'))?.url).toBe(`/api/audit/${enc(CLIENT.email)}?page=1&pageSize=25&by=anyone`);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Show only what others did' }));
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/audit/')).at(-1)?.url).toBe(`/api/audit/${enc(CLIENT.email)}?page=1&pageSize=25&by=others`));
  });

  it('says so when nothing was recorded', async () => {
    signIn();
    mockFetch(on('GET', `/audit/${enc(CLIENT.email)}`, { body: page([]) }));
    renderRoute('/activity');
    expect(await screen.findByText(DATA_TEXT.activityEmpty)).toHaveAttribute('role', 'status');
  });

  it('shows a loading state, then an error with a working Try again', async () => {
    signIn();
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (!String(input).includes('/audit/')) return new Response('{}', { status: 200 });
        await held;
        return fail ? new Response('{}', { status: 500 }) : new Response(JSON.stringify(page([entry({})])), { status: 200 });
      }),
    );
    renderRoute('/activity');
    expect(await screen.findByText(DATA_TEXT.activityLoading)).toHaveAttribute('role', 'status');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(DATA_TEXT.activityError);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('pages with Older / Newer', async () => {
    signIn();
    const many = Array.from({ length: 25 }, () => entry({}));
    const { calls } = mockFetch((call) => (call.url.includes('/audit/') ? { body: page(call.url.includes('page=2') ? [entry({ action: 'files.zip' })] : many, 26) } : undefined));
    renderRoute('/activity');
    const user = userEvent.setup();
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText(/Downloaded all files as a zip/)).toBeInTheDocument();
    // The comments banner's request may come at any time (browser idle), so look at the activity requests only.
    expect(calls.filter((call) => call.url.includes('/audit/')).at(-1)?.url).toContain('page=2');
  });

  it("opens a client's activity from the Clients page for staff (email not in the URL)", async () => {
    signIn({ email: LAWYER.email, fullName: LAWYER.fullName, userType: 'LAWYER', role: 'lawyer', acceptedConditions: true });
    const anna = { userId: 'a', fullName: 'Anna Client', email: 'anna@example.com', roles: [{ role: 'u' }], userType: 'CLIENT', acceptedConditions: true };
    const { calls } = mockFetch(
      on('GET', `/user/findUserByEmail/${enc(LAWYER.email)}`, { body: { userId: 'l', fullName: LAWYER.fullName, email: LAWYER.email, roles: [{ role: 'lawyer' }], userType: 'LAWYER', acceptedConditions: true, clients: [anna] } }),
      on('GET', `/file/clients/generated/${enc(LAWYER.email)}`, { body: { clients: [{ email: anna.email, generatedFiles: [] }] } }),
      on('GET', `/audit/${enc(anna.email)}`, { body: page([entry({ action: 'files.zip' })]) }),
    );
    const { router } = renderRoute('/clients');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Activity for Anna Client' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity: Anna Client' })).toBeInTheDocument();
    expect(await screen.findByText(/You \(Lawyer\)/)).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/activity');
    expect(calls.some((c) => c.url.startsWith(`/api/audit/${enc(anna.email)}`))).toBe(true);
  });
});

describe('Your Data page', () => {
  it('downloads the export and says so; a failure says so too', async () => {
    signIn();
    let ok = true;
    const { calls } = mockFetch((call) => (call.url.includes('/user/export/') ? (ok ? { body: {} } : { status: 500, body: {} }) : undefined));
    renderRoute('/your-data');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: DATA_TEXT.exportButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(DATA_TEXT.exportDone);
    expect(calls.filter((c) => c.url.includes('/user/export/')).at(-1)?.url).toBe(`/api/user/export/${enc(CLIENT.email)}`);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledOnce();
    ok = false;
    await user.click(screen.getByRole('button', { name: DATA_TEXT.exportButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DATA_TEXT.exportFailed);
  });

  it('asks for the password in a dialog; a wrong one is shown on the field, Cancel closes', async () => {
    signIn();
    const { calls } = mockFetch(
      on('DELETE', `/user/${enc(CLIENT.email)}`, { status: 400, body: { code: 'INVALID_CREDENTIALS', message: 'The password is not correct.', fields: [{ path: 'password', message: 'The password is not correct.' }] } }),
    );
    renderRoute('/your-data');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: DATA_TEXT.deleteButton }));
    const dialog = screen.getByRole('dialog', { name: DATA_TEXT.deleteTitle });
    const field = within(dialog).getByLabelText(DATA_TEXT.deletePasswordLabel);
    expect(field).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: DATA_TEXT.deleteConfirm }));
    expect(within(dialog).getByText('Enter your password.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.type(field, 'nope{Enter}');
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ password: 'nope' });
    expect(sessionStore.get().token).toBe('tok-1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows why staff with clients cannot be deleted (409)', async () => {
    signIn({ userType: 'LAWYER', role: 'lawyer' });
    mockFetch(on('DELETE', `/user/${enc(CLIENT.email)}`, { status: 409, body: { code: 'ACCOUNT_HAS_ACCOUNTS_UNDER', message: 'This account still has clients under it.' } }));
    renderRoute('/your-data');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: DATA_TEXT.deleteButton }));
    await user.type(screen.getByLabelText(DATA_TEXT.deletePasswordLabel), 'Passw0rd!{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account still has clients under it.');
  });

  it('after a deletion clears local storage and shows the sign-in page with a confirmation', async () => {
    signIn();
    // A previous release's interview cache (this release keeps none in local storage).
    const CHAT_KEY = 'i129fChat';
    localStorage.setItem(CHAT_KEY, JSON.stringify({ email: CLIENT.email, state: {}, version: 1, pending: [] }));
    mockFetch(on('DELETE', `/user/${enc(CLIENT.email)}`, { body: { deleted: true } }));
    renderRoute('/your-data');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: DATA_TEXT.deleteButton }));
    await user.type(screen.getByLabelText(DATA_TEXT.deletePasswordLabel), 'Passw0rd!{Enter}');
    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(DATA_TEXT.deleted);
    await waitFor(() => expect(localStorage.getItem(CHAT_KEY)).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.get().userInfo).toBeNull();
  });
});

describe('in Spanish', () => {
  afterEach(() => setLanguage('en', false));

  it('shows the activity list in Spanish (roles, actions with dots in their names, results)', async () => {
    await setLanguage('es', false);
    signIn();
    mockFetch(
      on('GET', `/audit/${enc(CLIENT.email)}`, {
        body: page([entry({ action: 'chat-state.save', count: 4, actor: { role: 'CLIENT', email: CLIENT.email, fullName: CLIENT.fullName, self: true } }), entry({ action: 'file.delete', outcome: 404, file: { name: null } })]),
      }),
    );
    renderRoute('/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Actividad' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '2 acciones registradas, empezando por la más reciente' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Usted \(Cliente\).*Guardó respuestas de la entrevista \(4 veces\).*Hecho$/);
    expect(rows[1]).toHaveTextContent(/Eliminó un archivo: un archivo que ya no está guardado.*No encontrado$/);
    expect(screen.getByRole('checkbox', { name: 'Mostrar solo lo que hicieron otras personas' })).toBeInTheDocument();
  });

  it('shows Your Data in Spanish', async () => {
    await setLanguage('es', false);
    signIn();
    renderRoute('/your-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sus datos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar mis datos' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(screen.getByRole('dialog', { name: '¿Eliminar su cuenta?' })).toBeInTheDocument();
  });
});
