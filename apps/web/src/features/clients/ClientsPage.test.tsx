import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListedUser } from '@i129f/petition/api/auth.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { setLanguage } from '../../i18n/i18n.ts';

/** The client encodes emails in paths (@ → %40). */
const enc = encodeURIComponent;
const LAWYER_EMAIL = 'law@example.com';
const PARA_EMAIL = 'para@example.com';

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
const BORIS = person('Boris Client', 'CLIENT');
const DIRECT = person('Dora Direct', 'CLIENT');
const PARA = person('Paula Para', 'PARALEGAL', { email: PARA_EMAIL, clients: [ANNA, BORIS] });
const LAWYER_TREE = person('Larry Lawyer', 'LAWYER', { email: LAWYER_EMAIL, paralegals: [PARA], clients: [DIRECT] });
const GENERATED = { clients: [{ email: ANNA.email, generatedFiles: ['I-129F_Client_2026-11-21.pdf'] }, { email: BORIS.email, generatedFiles: [] }, { email: DIRECT.email, generatedFiles: [] }] };

const ROLE = { CLIENT: 'u', PARALEGAL: 'paralegal', LAWYER: 'lawyer', BENEFICIARY: 'u' } as const;

let startAt = '/clients';

function open(user: { email: string; userType: ListedUser['userType'] }, ...handlers: Parameters<typeof mockFetch>) {
  signIn({ ...user, fullName: 'Staff Member', acceptedConditions: true, role: ROLE[user.userType] });
  const mock = mockFetch(...handlers);
  const view = renderRoute(startAt);
  return { ...view, ...mock, user: userEvent.setup() };
}

const asLawyer = (...handlers: Parameters<typeof mockFetch>) =>
  open({ email: LAWYER_EMAIL, userType: 'LAWYER' }, ...handlers, on('GET', `/user/findUserByEmail/${enc(LAWYER_EMAIL)}`, { body: LAWYER_TREE }), on('GET', `/file/clients/generated/${enc(LAWYER_EMAIL)}`, { body: GENERATED }), on('GET', '/invitations', { body: { invitations: [] } }), on('GET', '/user/firm-lawyers', { body: { lawyers: [] } }));

/** Body rows (the header row left out) that are visible. */
const bodyRows = () => screen.getAllByRole('row').slice(1);

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  startAt = '/clients';
});

describe('Clients page (/clients)', () => {
  it('shows review status and open comments per client, sortable by keyboard, with a Review link (issue 10)', async () => {
    const summary = { clients: [
      { email: DIRECT.email, status: 'in_progress', openComments: 0 },
      { email: ANNA.email, status: 'ready', openComments: 2 },
      { email: BORIS.email, status: 'approved', openComments: 0 },
    ] };
    const { user } = asLawyer(on('GET', '/review/summary', { body: summary }));
    await user.click(await screen.findByRole('button', { name: /^Paula Para/ }, { timeout: 5000 }));
    const anna = await screen.findByRole('row', { name: /Anna Client/ });
    await waitFor(() => expect(within(anna).getByText('Ready for review')).toBeInTheDocument());
    expect(within(anna).getByRole('link', { name: 'Review the petition of Anna Client' })).toHaveAttribute('href', '/review');
    const header = screen.getByRole('columnheader', { name: /Open comments/ });
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const nested = screen.getAllByRole('row').map((r) => r.textContent ?? '').filter((t) => /Anna Client|Boris Client/.test(t));
    expect(nested[0]).toMatch(/Anna Client/);
    await user.click(within(screen.getByRole('columnheader', { name: /Review status/ })).getByRole('button'));
    const order = screen.getAllByRole('row').map((r) => r.textContent ?? '').filter((t) => /Anna Client|Boris Client/.test(t));
    expect(order[0]).toMatch(/Anna Client/);
    expect(order[1]).toMatch(/Boris Client/);
  });

  it("shows a lawyer's table: caption, the four columns, paralegal rows that expand and collapse", async () => {
    const { user, calls } = asLawyer();
    const table = await screen.findByRole('table', { name: /paralegals and clients/i });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name ↕', 'Role', 'Email', 'Review status ↕', 'Open comments ↕', 'Generated Files']);
    const toggle = await screen.findByRole('button', { name: /^Paula Para/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('row', { name: /Anna Client/ })).toBeNull();
    // The direct client is a top-level row with its own Download Files.
    const direct = screen.getByRole('row', { name: /Dora Direct/ });
    expect(within(direct).getByText('Client')).toBeInTheDocument();
    expect(within(direct).getByRole('button', { name: 'Download Files for Dora Direct' })).toHaveTextContent('Download Files');
    expect(within(direct).getByText('0 files')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const anna = screen.getByRole('row', { name: /Anna Client/ });
    expect(within(anna).getByText('I-129F_Client_2026-11-21.pdf')).toBeInTheDocument();
    expect(within(anna).getByText(ANNA.email)).toBeInTheDocument();
    expect(within(anna).getByRole('button', { name: /Download Files/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Boris Client/ })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Paula Para/ })).getByText('Paralegal')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('row', { name: /Anna Client/ })).toBeNull();
    // The invitations part of the page (features/invitations) and the firm's lawyers (FirmLawyersPanel) load their own lists.
    expect(calls.filter((c) => !c.url.endsWith('/api/invitations') && !c.url.endsWith('/api/user/firm-lawyers')).map((c) => `${c.method} ${c.url.replace(/^.*\/api/, '')}`)).toEqual([
      'GET /user/findUserByEmail/law%40example.com',
      'GET /file/clients/generated/law%40example.com',
      'GET /review/summary',
    ]);
  });

  it('shows names, emails and file names isolated (<bdi>): one client’s right-to-left override cannot flip what stands beside it (issue 23.4)', async () => {
    const { user } = asLawyer();
    const para = await screen.findByRole('button', { name: /^Paula Para/ }, { timeout: 5000 });
    expect(within(para).getByText('Paula Para').tagName).toBe('BDI');
    const direct = screen.getByRole('row', { name: /Dora Direct/ });
    expect(within(direct).getByText('Dora Direct').tagName).toBe('BDI');
    expect(within(direct).getByText(DIRECT.email).tagName).toBe('BDI');
    await user.click(para);
    expect(within(screen.getByRole('row', { name: /Anna Client/ })).getByText('I-129F_Client_2026-11-21.pdf').tagName).toBe('BDI');
  });

  it('opens a paralegal row from the keyboard', async () => {
    const { user } = asLawyer();
    const toggle = await screen.findByRole('button', { name: /^Paula Para/ });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows a paralegal a flat list of its clients, each with Download Files", async () => {
    open(
      { email: PARA_EMAIL, userType: 'PARALEGAL' },
      on('GET', `/user/findUserByEmail/${enc(PARA_EMAIL)}`, { body: PARA }),
      on('GET', `/file/clients/generated/${enc(PARA_EMAIL)}`, { body: GENERATED }),
    );
    const table = await screen.findByRole('table', { name: 'Your clients' });
    await screen.findByRole('row', { name: /Anna Client/ });
    expect(bodyRows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Anna Client', 'Boris Client']);
    expect(within(table).queryAllByRole('button', { expanded: false })).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Download Files for/ })).toHaveLength(2);
  });

  it('shows a client nothing and asks the server nothing', async () => {
    const { calls } = open({ email: 'john@example.com', userType: 'CLIENT' });
    expect(await screen.findByText(/The Clients page is for lawyers and paralegals/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.filter((c) => /\/user\/findUserByEmail|\/file\/clients/.test(c.url))).toEqual([]);
  });

  it('pages 10, 20 or 50 rows with Prev, Next and page numbers', async () => {
    const many = Array.from({ length: 25 }, (_, i) => person(`Client ${String(i + 1).padStart(2, '0')}`, 'CLIENT'));
    const { user } = open(
      { email: PARA_EMAIL, userType: 'PARALEGAL' },
      on('GET', `/user/findUserByEmail/${enc(PARA_EMAIL)}`, { body: { ...PARA, clients: many } }),
      on('GET', `/file/clients/generated/${enc(PARA_EMAIL)}`, { body: { clients: [] } }),
    );
    const select = await screen.findByRole('combobox', { name: 'Rows per page' });
    const names = () => bodyRows().map((r) => within(r).getByRole('rowheader').textContent);
    expect(select).toHaveValue('10');
    expect(names()).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Prev' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(names()[0]).toBe('Client 11');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await user.click(within(nav).getByRole('button', { name: 'Prev' }));
    expect(names()[0]).toBe('Client 01');
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(names()).toEqual(['Client 21', 'Client 22', 'Client 23', 'Client 24', 'Client 25']);
    const next = within(nav).getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(names()[0]).toBe('Client 21');

    await user.selectOptions(select, '20');
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('Client 01');
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(2);
    await user.selectOptions(select, '50');
    expect(names()).toHaveLength(25);
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(1);
  });

  it('shows the empty state for a lawyer with no paralegals or clients', async () => {
    open(
      { email: LAWYER_EMAIL, userType: 'LAWYER' },
      on('GET', `/user/findUserByEmail/${enc(LAWYER_EMAIL)}`, { body: { ...LAWYER_TREE, paralegals: [], clients: [] } }),
      on('GET', `/file/clients/generated/${enc(LAWYER_EMAIL)}`, { body: { clients: [] } }),
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('There are currently no available users.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("shows 'Catch Data Error' in the table when the listing fails", async () => {
    open({ email: LAWYER_EMAIL, userType: 'LAWYER' }, on('GET', /^\/user\/findUserByEmail\//, { status: 500, body: { error: 'x', code: 'INTERNAL', message: 'x' } }));
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('alert')).toHaveTextContent('Catch Data Error');
  });

  it("shows 'Catch Data Error' when the generated files listing fails, and a loading state before", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    signIn({ email: LAWYER_EMAIL, userType: 'LAWYER', role: 'lawyer', acceptedConditions: true });
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      await gate;
      const url = String(input);
      return url.includes('/file/clients/generated/')
        ? new Response('{"error":"x"}', { status: 500 })
        : new Response(JSON.stringify(LAWYER_TREE), { status: 200 });
    }));
    renderRoute('/clients');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('status')).toHaveTextContent('Loading users…');
    release();
    expect(await within(table).findByRole('alert')).toHaveTextContent('Catch Data Error');
  });

  it("downloads a client's zip, and says 'No files were generated for this user.' on a 404", async () => {
    const { user, calls } = asLawyer(
      on('GET', `/file/client/archive/${enc(DIRECT.email)}`, { status: 404, body: { error: 'Not Found', code: 'NOT_FOUND', message: 'No files were generated for this user.' } }),
      on('GET', `/file/client/archive/${enc(ANNA.email)}`, { body: 'zip-bytes' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Download Files for Dora Direct' }));
    const direct = screen.getByRole('row', { name: /Dora Direct/ });
    expect(await within(direct).findByRole('alert')).toHaveTextContent('No files were generated for this user.');

    await user.click(screen.getByRole('button', { name: /^Paula Para/ }));
    await user.click(screen.getByRole('button', { name: 'Download Files for Anna Client' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.url.includes('/archive/')).map((c) => c.url.replace(/^.*\/api/, ''))).toEqual([
      '/file/client/archive/dora.direct%40example.com',
      '/file/client/archive/anna.client%40example.com',
    ]);
  });
});

describe('Clients page in Spanish', () => {
  afterEach(() => setLanguage('en', false));

  it('shows the title, the table headers, the counts and the row actions in Spanish', async () => {
    await setLanguage('es', false);
    const { user } = asLawyer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' }, { timeout: 5000 })).toBeInTheDocument();
    const paula = await screen.findByRole('button', { name: /^Paula Para/ }, { timeout: 5000 });
    expect(paula).toHaveTextContent('Paula Para (2 clientes)');
    expect(screen.getByRole('table', { name: 'Sus asistentes legales y clientes. Abra un(a) asistente legal para ver sus clientes.' })).toBeInTheDocument();
    for (const name of ['Nombre', 'Estado de la revisión', 'Comentarios abiertos']) expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Archivos generados' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Paula Para/ })).toHaveTextContent('Asistente legal (paralegal)');
    await user.click(paula);
    expect(screen.getByRole('row', { name: /^Anna Client/ })).toHaveTextContent('Cliente');
    expect(screen.getByRole('list', { name: '1 archivo generado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar los archivos de Anna Client' })).toHaveTextContent('Descargar archivos');
    expect(screen.getByRole('link', { name: 'Revisar la petición de Anna Client' })).toHaveTextContent('Revisar');
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filas por página')).toBeInTheDocument();
  });

  it('shows the review status words in Spanish, still sorted by the status (ready first)', async () => {
    await setLanguage('es', false);
    const summary = { clients: [
      { email: ANNA.email, status: 'approved', openComments: 0 },
      { email: BORIS.email, status: 'ready', openComments: 1 },
      { email: DIRECT.email, status: 'changes_requested', openComments: 2 },
    ] };
    const { user } = asLawyer(on('GET', '/review/summary', { body: summary }));
    await user.click(await screen.findByRole('button', { name: /^Paula Para/ }, { timeout: 5000 }));
    const boris = await screen.findByRole('row', { name: /Boris Client/ });
    await waitFor(() => expect(within(boris).getByText('Lista para revisión')).toBeInTheDocument());
    expect(within(screen.getByRole('row', { name: /Anna Client/ })).getByText('Aprobada')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Dora Direct/ })).getByText('Se pidieron cambios')).toBeInTheDocument();
    expect(screen.queryByText(/Ready for review|Approved|Changes requested/)).toBeNull();
    await user.click(within(screen.getByRole('columnheader', { name: /Estado de la revisión/ })).getByRole('button'));
    const order = screen.getAllByRole('row').map((r) => r.textContent ?? '').filter((t) => /Anna Client|Boris Client/.test(t));
    expect(order[0]).toMatch(/Boris Client.*Lista para revisión/);
    expect(order[1]).toMatch(/Anna Client.*Aprobada/);
  });
});

describe('the firm\'s loop (issue 21 item 4)', () => {
  const GONE = person('Gina Gone', 'CLIENT', { deactivated: true });
  const TREE = { ...LAWYER_TREE, clients: [DIRECT, GONE] };
  const summary = { clients: [
    { email: ANNA.email, status: 'ready', openComments: 0 },
    { email: BORIS.email, status: 'in_progress', openComments: 0 },
    { email: DIRECT.email, status: 'ready', openComments: 1 },
    // Marked ready before the firm deactivated the account: not counted, shown as deactivated.
    { email: GONE.email, status: 'ready', openComments: 0 },
  ] };
  const withTree = (...handlers: Parameters<typeof mockFetch>) =>
    open({ email: LAWYER_EMAIL, userType: 'LAWYER' }, ...handlers, on('GET', `/user/findUserByEmail/${enc(LAWYER_EMAIL)}`, { body: TREE }), on('GET', `/file/clients/generated/${enc(LAWYER_EMAIL)}`, { body: GENERATED }), on('GET', '/invitations', { body: { invitations: [] } }), on('GET', '/user/firm-lawyers', { body: { lawyers: [] } }), on('GET', '/review/summary', { body: summary }));

  it("counts the petitions ready for review; its link shows only those clients, 'Show all clients' the whole table again", async () => {
    const { user } = withTree();
    const count = await screen.findByText(/^2 petitions ready for review/, {}, { timeout: 5000 });
    expect(count).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('row', { name: /Anna Client/ })).toBeNull();
    await user.click(within(count).getByRole('link', { name: 'Show only these' }));
    expect(await screen.findByRole('table', { name: 'Clients whose petition is ready for review' })).toBeInTheDocument();
    expect(bodyRows().map((r) => within(r).getAllByRole('rowheader')[0]?.textContent)).toEqual(['Anna Client', 'Dora Direct']);
    await user.click(screen.getByRole('link', { name: 'Show all clients' }));
    expect(await screen.findByRole('button', { name: /^Paula Para/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Gina Gone/ })).toBeInTheDocument();
  });

  it('opens filtered from the mail link (/clients?status=ready)', async () => {
    startAt = '/clients?status=ready';
    withTree();
    expect(await screen.findByRole('table', { name: 'Clients whose petition is ready for review' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('row', { name: /Gina Gone|Boris Client/ })).toBeNull();
  });

  it("shows a deactivated client as 'Deactivated', not its review status", async () => {
    withTree();
    const gina = await screen.findByRole('row', { name: /Gina Gone/ }, { timeout: 5000 });
    await waitFor(() => expect(within(gina).getByText('Deactivated')).toBeInTheDocument());
    expect(within(gina).queryByText(/Ready for review|In progress/)).toBeNull();
    expect(within(screen.getByRole('row', { name: /Dora Direct/ })).getByText('Ready for review')).toBeInTheDocument();
  });

  it('says all of it in Spanish', async () => {
    await setLanguage('es', false);
    try {
      const { user } = withTree();
      const count = await screen.findByText(/^2 peticiones listas para revisión/, {}, { timeout: 5000 });
      await waitFor(() => expect(within(screen.getByRole('row', { name: /Gina Gone/ })).getByText('Desactivado')).toBeInTheDocument());
      await user.click(within(count).getByRole('link', { name: 'Mostrar solo estas' }));
      expect(await screen.findByRole('table', { name: 'Clientes cuya petición está lista para revisión' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Mostrar todos los clientes' })).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });

  it('says when no petition waits for review, with no filter link', async () => {
    open({ email: LAWYER_EMAIL, userType: 'LAWYER' }, on('GET', `/user/findUserByEmail/${enc(LAWYER_EMAIL)}`, { body: LAWYER_TREE }), on('GET', `/file/clients/generated/${enc(LAWYER_EMAIL)}`, { body: GENERATED }), on('GET', '/invitations', { body: { invitations: [] } }), on('GET', '/user/firm-lawyers', { body: { lawyers: [] } }), on('GET', '/review/summary', { body: { clients: [] } }));
    const line = await screen.findByText('No petitions are waiting for review.', {}, { timeout: 5000 });
    expect(within(line).queryByRole('link')).toBeNull();
  });
});
