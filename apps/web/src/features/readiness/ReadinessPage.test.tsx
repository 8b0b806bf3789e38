import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

const REPORT = {
  filingDate: '11/26/2026',
  errors: 2,
  warnings: 1,
  findings: [
    {
      rule: 'pet-address-gap',
      severity: 'error',
      message: 'Your addresses leave a gap from 06/01/2021 to 07/31/2021.',
      why: 'Form I-129F asks for every physical address of the last 5 years.',
      fix: { kind: 'question', sectionId: 9, stepId: 'from', key: 'pet.address.2.from' },
    },
    {
      rule: 'document-missing',
      severity: 'error',
      message: 'Proof of U.S. citizenship of John Smith is missing: upload any one of U.S. passport (unexpired), U.S. birth certificate.',
      why: 'That John Smith, the petitioner, is a U.S. citizen. Source: Form I-129F Instructions (edition 01/20/25), “What Evidence Must You Submit — Evidence of U.S. citizenship”, page 8.',
      fix: { kind: 'document', documentId: 6, requirement: 'citizenship' },
    },
    {
      rule: 'translation-missing',
      severity: 'warning',
      message: 'Beneficiary final divorce decree is uploaded without an English translation.',
      why: 'Every document in a foreign language must come with a full English translation.',
      fix: { kind: 'document', documentId: 11 },
    },
  ],
};

function open(...handlers: Parameters<typeof mockFetch>) {
  signIn({ acceptedConditions: true });
  const mock = mockFetch(...handlers);
  return { ...renderRoute('/readiness'), ...mock, user: userEvent.setup() };
}

describe('Readiness page (/readiness)', { timeout: 20_000 }, () => {
  it('lists each finding with why it matters and a link to the exact question or the upload list', async () => {
    open(on('GET', /^\/readiness\//, { body: REPORT }));
    const items = within(await screen.findByRole('list', { name: 'Findings' }, { timeout: 5000 })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText(/gap from 06\/01\/2021/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/every physical address/)).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: /Fix in Petitioner's Address History/ })).toHaveAttribute('href', '/section/9?question=pet.address.2.from');
    // A missing requirement opens its section on the documents page; a document kind its first row.
    expect(within(items[1]!).getByRole('link', { name: /Upload it/ })).toHaveAttribute('href', '/file-upload-list#requirement-citizenship');
    expect(within(items[2]!).getByRole('link', { name: /Upload it/ })).toHaveAttribute('href', '/file-upload-list#document-11');
    expect(screen.getByText('2 errors, 1 warning for filing on 11/26/2026.')).toBeInTheDocument();
    // The instructions' title and heading are quoted in English as printed: marked lang="en" (read so in a Spanish page too).
    expect([...items[1]!.querySelectorAll('[lang="en"]')].map((e) => e.textContent)).toEqual([
      'Form I-129F Instructions (edition 01/20/25)', 'What Evidence Must You Submit — Evidence of U.S. citizenship',
    ]);
  });

  it('asks again for another filing date', async () => {
    const { user, calls } = open(on('GET', /^\/readiness\//, { body: REPORT }));
    const field = await screen.findByLabelText('Filing date', undefined, { timeout: 5000 });
    await screen.findByRole('list', { name: 'Findings' }, { timeout: 5000 });
    await user.clear(field);
    await user.type(field, '01/15/2027');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(calls.some((c) => c.url.includes('/api/readiness/john%40example.com?filingDate=01%2F15%2F2027'))).toBe(true);
  });

  it('says so when nothing is found, and when nothing is saved yet', async () => {
    open(on('GET', /^\/readiness\//, { body: { ...REPORT, findings: [], errors: 0, warnings: 0 } }));
    expect(await screen.findByText(/pass every check/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a 404 means the interview has not started', async () => {
    open(on('GET', /^\/readiness\//, { status: 404, body: { code: 'NOT_FOUND', message: 'x' } }));
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Answer the interview first');
  });
});

describe('Readiness page in Spanish', { timeout: 20_000 }, () => {
  afterEach(() => setLanguage('en', false));

  it('shows the page, the summary and the links in Spanish', async () => {
    await setLanguage('es', false);
    open(on('GET', /^\/readiness\//, { body: { ...REPORT, errors: 1, warnings: 2 } }));
    const items = within(await screen.findByRole('list', { name: 'Resultados de la revisión' }, { timeout: 5000 })).getAllByRole('listitem');
    expect(screen.getByRole('heading', { level: 1, name: '¿Listo para enviar por correo?' })).toBeInTheDocument();
    expect(screen.getByText('1 error y 2 advertencias para presentarla el 11/26/2026.')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: /Subirlo/ })).toHaveAttribute('href', '/file-upload-list#requirement-citizenship');
    expect(within(items[2]!).getByRole('link', { name: /Subirlo/ })).toHaveAttribute('href', '/file-upload-list#document-11');
    expect(within(items[0]!).getByText('Por qué importa:')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de presentación')).toHaveValue('11/26/2026');
  });

  it('the findings come from the server in the reader language; a language change asks again for the same date', async () => {
    const { user, calls } = open(on('GET', /^\/readiness\//, { body: REPORT }));
    const field = await screen.findByLabelText('Filing date', undefined, { timeout: 5000 });
    await screen.findByRole('list', { name: 'Findings' }, { timeout: 5000 });
    expect(calls.filter((c) => c.url.includes('/readiness/')).at(-1)!.headers.get('Accept-Language')).toBe('en');
    await user.clear(field);
    await user.type(field, '01/15/2027');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls.filter((c) => c.url.includes('filingDate=01%2F15%2F2027'))).toHaveLength(1));
    await act(() => setLanguage('es', false));
    await waitFor(() => expect(calls.filter((c) => c.url.includes('filingDate=01%2F15%2F2027'))).toHaveLength(2));
    const last = calls.filter((c) => c.url.includes('/readiness/')).at(-1)!;
    expect(last.headers.get('Accept-Language')).toBe('es');
    expect(last.url).toContain('filingDate=01%2F15%2F2027');
    const items = within(await screen.findByRole('list', { name: 'Resultados de la revisión' }, { timeout: 5000 })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: /Corregir en Historial de domicilios del peticionario/ })).toHaveAttribute('href', '/section/9?question=pet.address.2.from');
  });
});
