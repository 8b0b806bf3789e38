import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommentsResponse, ReviewResponse } from '@i129f/petition/api/review.ts';
import { readyK1State } from '@i129f/petition/readiness/test-state.ts';
import { reviewEvidence } from '@i129f/petition/review/evidence.ts';
import { routes } from '../../app/routes.tsx';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

afterEach(() => vi.unstubAllGlobals());

const CLIENT_EMAIL = 'john@example.com';
const enc = encodeURIComponent;
const item = (key: string, part: number, itemNo: string, label: string, answer: string, changed: boolean) => ({
  id: `${part}|${itemNo}|${key}`, key, valueKey: key, part, item: itemNo, page: part, label, answer, changed, sectionId: 1, question: `Question for ${key}?`, derived: null,
});
const REVIEW: ReviewResponse = {
  client: { email: CLIENT_EMAIL, fullName: 'John Smith' },
  status: 'ready',
  review: {
    items: [item('pet.name.family', 1, '6.a', 'Your Full Name: Family Name', 'Smith', false), item('pet.email', 5, '3', 'Email Address', 'john@example.com', true)],
    part8: [],
    sections: [{ id: 1, title: 'Preliminary Information', status: 'complete', answered: 4 }],
    progressPercent: 5,
  },
  timeSpent: { Chat1: 125 },
  files: [],
  comments: [],
  lastReviewedAt: Date.UTC(2026, 10, 1),
  removedSinceReview: [],
  trail: [
    { id: 't1', at: Date.UTC(2026, 10, 2), action: 'review.status', outcome: 200, count: 1, actor: { role: 'LAWYER', email: 'law@example.com', fullName: 'Larry Lawyer', self: false }, file: null, status: 'approved' },
  ],
};
/** A derived row (the mailing address that is the physical one) and a rule's row ('N/A'), between the two answers. */
const DERIVED: ReviewResponse = {
  ...REVIEW,
  review: {
    ...REVIEW.review!,
    items: [
      REVIEW.review!.items[0]!,
      { id: '1|8.a|na', key: null, valueKey: null, part: 1, item: '8.a', page: 1, label: 'Mailing Address: In Care Of Name', answer: 'N/A', changed: false, sectionId: null, question: '', derived: { kind: 'rule' } },
      {
        id: '1|8.d|pet.address.1.city', key: 'pet.address.1.city', valueKey: 'pet.address.1.city', part: 1, item: '8.d', page: 1, label: 'Mailing Address: City or Town', answer: 'Springfield', changed: false,
        sectionId: 9, question: 'In which city or town is it?', derived: { kind: 'sameAs', part: 1, item: '9.c', label: 'Phys. 1: City or Town' },
      },
      {
        id: '2|47.a|ben.abroad.street', key: 'ben.address.1.street', valueKey: 'ben.abroad.street', part: 2, item: '47.a', page: 8, label: 'Address abroad: Street', answer: 'ul. Lenina 10', changed: false,
        sectionId: 16, question: 'What is the street of the first physical address?', derived: { kind: 'answer' },
      },
      REVIEW.review!.items[1]!,
    ],
  },
};

function openReview(...handlers: Parameters<typeof mockFetch>) {
  return openReviewOf(REVIEW, ...handlers);
}

function openReviewOf(review: ReviewResponse, ...handlers: Parameters<typeof mockFetch>) {
  signIn({ email: 'law@example.com', userType: 'LAWYER', fullName: 'Larry Lawyer', acceptedConditions: true, role: 'lawyer' });
  const mock = mockFetch(...handlers, on('GET', `/review/${enc(CLIENT_EMAIL)}`, { body: review }));
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: '/review', state: { reviewOf: { email: CLIENT_EMAIL, fullName: 'John Smith' } } }] });
  render(<RouterProvider router={router} />);
  return { ...mock, user: userEvent.setup() };
}

describe('/review (staff)', () => {
  it('lists the items in the order given with Part, item, label, answer and question; filters what changed; comments an item', async () => {
    const { user, calls } = openReview(on('POST', `/review/${enc(CLIENT_EMAIL)}/comments`, { status: 201, body: { id: 'c1' } }));
    const table = await screen.findByRole('table', { name: /2 items the PDF fills, in the order of form I-129F/ }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 2).map((c) => c.textContent).join(' '))).toEqual(['1 6.a', '5 3']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('john@example.com Changed');
    expect(within(rows[1]!).getByText('Question for pet.email?')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Only what changed since my last review'));
    const filtered = screen.getByRole('table', { name: /1 of 2 items changed/ });
    expect(within(filtered).getAllByRole('row')).toHaveLength(2);

    await user.click(within(filtered).getByRole('button', { name: 'Comment on Part 5, Item 3: Email Address' }));
    await user.keyboard('Use your daily address.');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await screen.findByText('Comment saved.');
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/comments'));
    expect(sent?.body).toEqual({ answerKey: 'pet.email', body: 'Use your daily address.', itemId: '5|3|pet.email' });
    expect(screen.getAllByRole('cell', { name: '2 min' })).toHaveLength(2); // Chat1 in the sections and in the pages table
  });

  it('shows the evidence requirements and what meets them: an upload by name, a drafted letter, or missing (issue 20)', async () => {
    const evidence = reviewEvidence(readyK1State(), [{ name: 'passport.pdf', documentId: 6, isTranslated: false }]);
    openReviewOf({ ...REVIEW, evidence });
    const table = await screen.findByRole('table', { name: /What the petition must enclose/ }, { timeout: 5000 });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(row('Proof of U.S. citizenship of John Smith')).toHaveTextContent('Petitioner · RequiredUploadedBy: passport.pdf');
    expect(row('Passport-style photo of Olga Ivanova')).toHaveTextContent('Missing');
    expect(row('Statement of intent to marry within 90 days: John Smith')).toHaveTextContent('Drafted for you');
    expect(row('Passport of Olga Ivanova (biographic page)')).toHaveTextContent('Recommended');
  });

  it('an empty comment is refused in the form, tied to the field', async () => {
    const { user, calls } = openReview();
    await screen.findByRole('table', { name: /2 items/ }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Comment on Part 1, Item 6.a: Your Full Name: Family Name' }));
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    const field = screen.getByLabelText('Comment on Part 1, Item 6.a');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Write the comment.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('/review (staff): derived rows and the trail', () => {
  it('marks a derived row with its source; its comment goes to the answer it comes from; a rule row has no comment', async () => {
    const { user, calls } = openReviewOf(DERIVED, on('POST', `/review/${enc(CLIENT_EMAIL)}/comments`, { status: 201, body: { id: 'c1' } }));
    const table = await screen.findByRole('table', { name: /5 items the PDF fills/ }, { timeout: 5000 });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    const mailing = row(/Springfield/);
    expect(mailing).toHaveTextContent('Same as Part 1, Item 9.c (Phys. 1: City or Town). In which city or town is it?');
    const abroad = row(/ul\. Lenina 10/);
    expect(abroad).toHaveTextContent('Filled from the answer to: What is the street of the first physical address?');
    const rule = row(/In Care Of Name/);
    expect(rule).toHaveTextContent('Written by the form’s rules: no answer fills this item.');
    expect(within(rule).queryByRole('button')).toBeNull();

    await user.click(within(abroad).getByRole('button', { name: 'Comment on Part 2, Item 47.a: Address abroad: Street' }));
    await user.keyboard('Is this still the home abroad?');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await screen.findByText('Comment saved.');
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/comments'));
    expect(sent?.body).toEqual({ answerKey: 'ben.address.1.street', body: 'Is this still the home abroad?', itemId: '2|47.a|ben.abroad.street' });
  });

  it('the trail names the status set, in English and in Spanish', async () => {
    openReview();
    const trail = await screen.findByRole('table', { name: /Views, comments, status changes/ }, { timeout: 5000 });
    expect(within(trail).getByText('Changed the petition status to Approved')).toBeInTheDocument();
    await act(() => setLanguage('es', false));
    expect(await screen.findByText('Cambió el estado de la petición a: Aprobada')).toBeInTheDocument();
    await act(() => setLanguage('en', false));
  });
});

describe('/review (staff) in Spanish', () => {
  afterEach(() => setLanguage('en', false));

  it('asks again in the new language when the reader switches (the server writes the question column)', async () => {
    const { calls } = openReview();
    await screen.findByRole('table', { name: /2 items/ }, { timeout: 5000 });
    const reads = () => calls.filter((c) => c.method === 'GET' && c.url === `/api/review/${enc(CLIENT_EMAIL)}`);
    expect(reads().map((c) => c.headers.get('Accept-Language'))).toEqual(['en']);
    await act(() => setLanguage('es', false));
    await waitFor(() => expect(reads().map((c) => c.headers.get('Accept-Language'))).toEqual(['en', 'es']));
    expect(await screen.findByRole('table', { name: /2 puntos/ })).toBeInTheDocument();
  });

  it('without a client to review, points to the Clients page (link inside the sentence)', async () => {
    await setLanguage('es', false);
    signIn({ email: 'law@example.com', userType: 'LAWYER', fullName: 'Larry Lawyer', acceptedConditions: true, role: 'lawyer' });
    mockFetch();
    renderRoute('/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisión de la petición' }, { timeout: 5000 })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'página de Clientes' });
    expect(link).toHaveAttribute('href', '/clients');
    expect(link.parentElement).toHaveTextContent('Abra la petición de un cliente desde la página de Clientes.');
  });

  it('shows the headings, the status word, the actions and the table in Spanish; the form and the answers stay English', async () => {
    await setLanguage('es', false);
    const { user } = openReview(on('POST', `/review/${enc(CLIENT_EMAIL)}/status`, { body: { status: 'approved' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Petición de John Smith' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Lista para revisión')).toBeInTheDocument();
    expect(screen.getByText(/0 comentarios abiertos/)).toBeInTheDocument();
    for (const name of ['Respuestas en el formulario', 'Avance', 'Comentarios', 'Documentos', 'Historial de la revisión']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Acciones de revisión' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Marcar como revisada', 'Devolver para cambios', 'Aprobar']);
    const table = screen.getByRole('table', { name: '2 puntos que llena el PDF, en el orden del formulario I-129F' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Parte', 'Punto', 'Texto en el formulario', 'Respuesta', 'Pregunta en la entrevista', 'Comentario']);
    expect(within(table).getByText('Your Full Name: Family Name')).toBeInTheDocument(); // the form's printed label stays English
    expect(within(table).getAllByRole('rowheader')[1]).toHaveTextContent('john@example.com Cambió');
    expect(screen.getByRole('button', { name: 'Comentar la Parte 5, punto 3: Email Address' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Avance: 5 %' })).toBeInTheDocument();
    // The section row (title, status, answers, time) and the page row ('Chat1' named by its section).
    expect(screen.getAllByRole('row', { name: /^Información preliminar/ }).map((r) => r.textContent)).toEqual(['Información preliminarCompleta42 min', 'Información preliminar2 min']);
    expect(screen.getByText(/la marcó como revisada por última vez el .*2026/)).toBeInTheDocument();
    expect(screen.queryByText(/Ready for review|Mark as reviewed|Answers on the form/)).toBeNull();

    await user.click(within(actions).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Aprobada. Las respuestas están bloqueadas.')).toBeInTheDocument();
  });
});

describe('/comments (client)', () => {
  it("shows each open comment with 'Go to this question' to its exact question, and marks the petition ready", async () => {
    signIn();
    const comments: CommentsResponse = {
      status: 'changes_requested',
      comments: [
        { id: 'c1', answerKey: 'pet.address.1.city', sectionId: 4, itemLabel: 'Part 1, Item 8.d: Mailing: City or Town', body: 'Check the city.', author: { fullName: 'Larry Lawyer', role: 'LAWYER' }, createdAt: 1, resolvedAt: null },
        { id: 'c2', answerKey: 'pet.email', sectionId: 1, itemLabel: 'Part 5, Item 3: Email', body: 'Old one.', author: { fullName: 'Larry Lawyer', role: 'LAWYER' }, createdAt: 1, resolvedAt: 2 },
      ],
    };
    const { calls } = mockFetch(on('GET', `/review/${enc(CLIENT_EMAIL)}/comments`, { body: comments }), on('POST', `/review/${enc(CLIENT_EMAIL)}/status`, { body: { status: 'ready' } }));
    renderRoute('/comments');
    await screen.findByText('Check the city.', undefined, { timeout: 5000 });
    const links = screen.getAllByRole('link', { name: /^Go to this question/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/section/4?question=pet.address.1.city');
    expect(screen.getByText(/Resolved/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'My petition is ready for review' }));
    await screen.findByText('Your law firm can now review your petition.');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'ready' }));
  });
});

describe('the open comments banner (client, every signed-in page)', () => {
  it('says how many comments are open and links to them', async () => {
    signIn();
    const open = { id: 'c1', answerKey: 'pet.email', sectionId: 1, itemLabel: 'Part 5, Item 3', body: 'x', author: { fullName: null, role: null }, createdAt: 1, resolvedAt: null };
    mockFetch(on('GET', `/review/${enc(CLIENT_EMAIL)}/comments`, { body: { status: 'changes_requested', comments: [open, { ...open, id: 'c2' }] } }));
    renderRoute('/your-data');
    const banner = await screen.findByText(/Your law firm left 2 comments on your petition\./, undefined, { timeout: 5000 });
    expect(within(banner).getByRole('link', { name: 'See the comments' })).toHaveAttribute('href', '/comments');
  });

  it('is not shown to staff, and asks nothing', async () => {
    signIn({ email: 'law@example.com', userType: 'LAWYER', role: 'lawyer', acceptedConditions: true });
    const { calls } = mockFetch();
    renderRoute('/your-data');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByText(/Your law firm left/)).toBeNull();
    expect(calls.some((c) => c.url.includes('/review/'))).toBe(false);
  });
});

describe('the client comments in Spanish', () => {
  afterEach(() => setLanguage('en', false));

  it('shows the banner and the comments page in Spanish', async () => {
    await setLanguage('es', false);
    signIn();
    const open = { id: 'c1', answerKey: 'pet.email', sectionId: 1, itemLabel: 'Part 5, Item 3: Email', body: 'Check it.', author: { fullName: null, role: null }, createdAt: 1, resolvedAt: null };
    mockFetch(on('GET', `/review/${enc(CLIENT_EMAIL)}/comments`, { body: { status: 'changes_requested', comments: [open] } }));
    const { router } = renderRoute('/your-data');
    const banner = await screen.findByText(/Su bufete de abogados dejó 1 comentario sobre su petición\./, undefined, { timeout: 5000 });
    await userEvent.setup().click(within(banner).getByRole('link', { name: 'Ver los comentarios' }));
    expect(router.state.location.pathname).toBe('/comments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comentarios de su bufete de abogados' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Se pidieron cambios')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a esta pregunta: Part 5, Item 3: Email' })).toHaveAttribute('href', '/section/1?question=pet.email');
    expect(screen.getByRole('button', { name: 'Mi petición está lista para revisión' })).toBeInTheDocument();
  });
});
