import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

const base = { from: ['John Smith'], date: '11/26/2026', signatures: [{ name: 'John Smith', role: 'Petitioner' }] };
const LETTERS = [
  { ...base, kind: 'intent-petitioner', title: 'Statement of Intent to Marry', fileStem: 'Intent_to_Marry_Petitioner_Smith', paragraphs: ['I, John Smith, declare that I intend to marry Olga Ivanova.'], editable: false },
  { ...base, kind: 'relationship', title: 'Statement of Our Relationship', fileStem: 'Relationship_Statement_Smith', paragraphs: ['My name is John Smith.', 'How and when we met: in Kazan.'], editable: true },
  { ...base, kind: 'cover', title: 'Cover Letter', fileStem: 'Cover_Letter_Smith', paragraphs: ['Dear Sir or Madam:'], list: ['Form G-1145', 'Exhibit A: Passport'], editable: false },
];

function open(...handlers: Parameters<typeof mockFetch>) {
  signIn({ acceptedConditions: true });
  const mock = mockFetch(...handlers);
  return { ...renderRoute('/letters'), ...mock, user: userEvent.setup() };
}

describe('Letters page (/letters)', { timeout: 20_000 }, () => {
  it('shows each letter; the relationship statement is edited in the browser and that text is generated', async () => {
    const { user, calls } = open(on('GET', /^\/letters\//, { body: { letters: LETTERS } }), on('POST', /^\/letters\/generate\//, { body: { fileNames: ['Relationship_Statement_Smith_2026-11-26.pdf', 'Relationship_Statement_Smith_2026-11-26.docx'] } }));
    const box = await screen.findByLabelText('Your statement', undefined, { timeout: 5000 });
    expect(box).toHaveValue('My name is John Smith.\n\nHow and when we met: in Kazan.');
    await user.clear(box);
    await user.type(box, 'We met at a conference.');
    const card = screen.getByRole('article', { name: /relationship statement/ });
    await user.click(within(card).getByRole('button', { name: 'Generate PDF and Word' }));
    expect(await within(card).findByText(/Relationship_Statement_Smith_2026-11-26.docx/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.includes('/api/letters/generate/john%40example.com'));
    expect(post?.body).toEqual({ kind: 'relationship', relationshipText: 'We met at a conference.' });
    expect(within(card).getByRole('link', { name: 'your files' })).toHaveAttribute('href', '/documents');
  });

  it('other letters are previews (the cover letter lists its enclosures) and generate without text', async () => {
    const { user, calls } = open(on('GET', /^\/letters\//, { body: { letters: LETTERS } }), on('POST', /^\/letters\/generate\//, { body: { fileNames: ['a.pdf', 'a.docx'] } }));
    const cover = await screen.findByRole('article', { name: 'Cover letter' }, { timeout: 5000 });
    expect(within(cover).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Form G-1145', 'Exhibit A: Passport']);
    const intent = screen.getByRole('article', { name: /petitioner$/ });
    await user.click(within(intent).getByRole('button', { name: 'Generate PDF and Word' }));
    await within(intent).findByText(/a\.docx/);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'intent-petitioner' });
  });

  it('says what went wrong when generation fails, and when nothing is saved yet', async () => {
    const { user } = open(on('GET', /^\/letters\//, { body: { letters: LETTERS } }), on('POST', /^\/letters\/generate\//, { status: 503, body: { code: 'BUSY', message: 'x' } }));
    const cover = await screen.findByRole('article', { name: 'Cover letter' }, { timeout: 5000 });
    await user.click(within(cover).getByRole('button', { name: 'Generate PDF and Word' }));
    expect(await within(cover).findByRole('alert')).toHaveTextContent('could not be generated');
  });

  it('a multiple filer completes the waiver request in the browser: the bracketed places are pointed out, and the completed text is generated', async () => {
    const waiver = {
      ...base,
      kind: 'waiver',
      title: 'Request for a General Waiver of the Multiple Filer Limitation',
      fileStem: 'Waiver_Request_Smith',
      paragraphs: ['I, John Smith, request a waiver.', '[Explain why this waiver should be granted. Delete this line.]'],
      editable: true,
    };
    const { user, calls } = open(on('GET', /^\/letters\//, { body: { letters: [...LETTERS.slice(0, 2), waiver, LETTERS[2]] } }), on('POST', /^\/letters\/generate\//, { body: { fileNames: ['Waiver_Request_Smith_2026-11-26.pdf'] } }));
    const card = await screen.findByRole('article', { name: 'Request for a waiver (multiple filer)' }, { timeout: 5000 });
    const box = within(card).getByLabelText('Your waiver request');
    expect(box).toHaveAccessibleDescription(/Part 3, item 5.*Places in \[brackets\] are still to complete/);
    await user.clear(box);
    await user.type(box, 'I, John Smith, request a waiver.{enter}{enter}We have known each other since 2021.');
    expect(within(card).queryByText(/still to complete/)).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Generate PDF and Word' }));
    await within(card).findByText(/Waiver_Request_Smith_2026-11-26.pdf/);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'waiver', relationshipText: 'I, John Smith, request a waiver.\n\nWe have known each other since 2021.' });
  });

  it('a 404 means the interview has not started', async () => {
    open(on('GET', /^\/letters\//, { status: 404, body: { code: 'NOT_FOUND', message: 'x' } }));
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Answer the interview first');
  });
});

describe('Letters page in Spanish', { timeout: 20_000 }, () => {
  afterEach(() => setLanguage('en', false));

  it('shows the page in Spanish while the letters stay in English', async () => {
    await setLanguage('es', false);
    open(on('GET', /^\/letters\//, { body: { letters: LETTERS } }));
    const box = await screen.findByLabelText('Su declaración', undefined, { timeout: 5000 });
    expect(box).toHaveValue('My name is John Smith.\n\nHow and when we met: in Kazan.');
    expect(screen.getByRole('heading', { level: 1, name: 'Cartas' })).toBeInTheDocument();
    const cover = screen.getByRole('article', { name: 'Carta de presentación' });
    expect(within(cover).getByRole('button', { name: 'Generar PDF y Word' })).toBeInTheDocument();
    expect(within(cover).getByText('Dear Sir or Madam:')).toBeInTheDocument();
  });
});
