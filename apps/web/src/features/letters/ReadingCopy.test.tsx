import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

const base = { from: ['John Smith'], date: '11/26/2026', signatures: [{ name: 'John Smith', role: 'Petitioner' }] };
const LETTERS = [
  { ...base, kind: 'intent-beneficiary', title: 'Statement of Intent to Marry', fileStem: 'Intent_to_Marry_Beneficiary_Smith', paragraphs: ['I, Olga Ivanova, declare that I intend to marry John Smith.'], editable: false },
  { ...base, kind: 'relationship', title: 'Statement of Our Relationship', fileStem: 'Relationship_Statement_Smith', paragraphs: ['My name is John Smith.'], editable: true },
  { ...base, kind: 'cover', title: 'Cover Letter', fileStem: 'Cover_Letter_Smith', paragraphs: ['Dear Sir or Madam:'], list: ['Form G-1145'], editable: false },
];
const COPY = 'Copia de lectura en español (no se presenta)';

function open() {
  signIn({ acceptedConditions: true });
  const mock = mockFetch(on('GET', /^\/letters\//, { body: { letters: LETTERS } }), on('POST', /^\/letters\/reading-copy\//, { body: {} }));
  return { ...renderRoute('/letters'), ...mock, user: userEvent.setup() };
}

describe('Spanish reading copy of each sworn letter on the Letters page (issue 20)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:copy'), revokeObjectURL: vi.fn() })));
  afterEach(() => setLanguage('en', false));

  it('a Spanish reader gets it next to each sworn letter (not the cover letter); it follows the text as edited and is downloaded', async () => {
    await setLanguage('es', false);
    const { user, calls } = open();
    const box = await screen.findByLabelText('Su declaración', undefined, { timeout: 5000 });
    const intent = screen.getByRole('article', { name: /beneficiario/ });
    expect(within(intent).getByRole('button', { name: COPY })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Carta de presentación' })).queryByRole('button', { name: COPY })).toBeNull();
    await user.clear(box);
    await user.type(box, 'We met in Kazan.');
    const relationship = screen.getByRole('article', { name: /relación/ });
    await user.click(within(relationship).getByRole('button', { name: COPY }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    const post = calls.find((c) => c.method === 'POST' && c.url.includes('/api/letters/reading-copy/john%40example.com'));
    expect(post?.body).toEqual({ kind: 'relationship', relationshipText: 'We met in Kazan.' });
    // Nothing generated among the files: the letters themselves stay as they were.
    expect(calls.some((c) => c.url.includes('/letters/generate/'))).toBe(false);
  });

  it('an English reader is not offered it', async () => {
    open();
    await screen.findByLabelText('Your statement', undefined, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /reading copy|Copia de lectura/ })).toBeNull();
  });
});
