import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../api/saveBlob.ts', () => ({ saveBlob }));

const SUMMARY = {
  fileName: 'I-129F_Packet_Smith_2026-11-26.pdf',
  signSheetFileName: 'Sign_Here_and_Mailing_Checklist_Smith_2026-11-26.pdf',
  pageCount: 27,
  bookmarks: ['Cover letter', 'Form G-1145, e-Notification of Application/Petition Acceptance', 'Form I-129F, Petition for Alien Fiancé(e)', 'Index of exhibits', 'Exhibit A: Passport'],
  skipped: ['photo.heic'],
};

function open(...handlers: Parameters<typeof mockFetch>) {
  signIn({ acceptedConditions: true });
  const mock = mockFetch(...handlers);
  return { ...renderRoute('/packet'), ...mock, user: userEvent.setup() };
}

describe('Packet page (/packet)', { timeout: 20_000 }, () => {
  it('builds the packet, lists its contents and skipped uploads, and downloads both files', async () => {
    const { user, calls } = open(on('POST', /^\/packet\/generate\//, { body: SUMMARY }));
    await user.click(await screen.findByRole('button', { name: 'Build the filing packet' }, { timeout: 5000 }));
    expect(await screen.findByText(/27 pages/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Contents' }).textContent).toContain('Exhibit A: Passport');
    expect(screen.getByText(/photo\.heic/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the packet' }));
    await user.click(screen.getByRole('button', { name: /sign-here sheet/ }));
    await vi.waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(saveBlob.mock.calls.map((c) => c[1])).toEqual([SUMMARY.fileName, SUMMARY.signSheetFileName]);
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/packet/generate/john%40example.com'))).toBe(true);
    expect(calls.some((c) => c.url.endsWith(`/api/file/client/download/john%40example.com/${encodeURIComponent(SUMMARY.fileName)}`))).toBe(true);
  });

  it('names the letters not in the packet because they were never generated, with a link to the Letters page', async () => {
    const { user } = open(on('POST', /^\/packet\/generate\//, { body: { ...SUMMARY, notGenerated: ['Statement of Our Relationship'] } }));
    await user.click(await screen.findByRole('button', { name: 'Build the filing packet' }, { timeout: 5000 }));
    const note = await screen.findByText(/Not in the packet until you generate it/);
    expect(note).toHaveTextContent('Statement of Our Relationship');
    expect(within(note).getByRole('link', { name: 'Letters page' })).toHaveAttribute('href', '/letters');
  });

  it("shows the server's message when the form edition is refused (503)", async () => {
    const message = 'The I-129F form on the server is edition 04/01/26, but this product is set up for edition 01/20/25.';
    const { user } = open(on('POST', /^\/packet\/generate\//, { status: 503, body: { code: 'INTERNAL', message } }));
    await user.click(await screen.findByRole('button', { name: 'Build the filing packet' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("shows the server's message naming an upload too heavy to unpack (422)", async () => {
    const message = 'The upload “scan.pdf” unpacks to more than 128 MB, more than the packet can take (it may be damaged, or made to overload the server). Please upload another copy of it, for example printed again to PDF, and build the packet again.';
    const { user } = open(on('POST', /^\/packet\/generate\//, { status: 422, body: { code: 'VALIDATION_FAILED', message, file: 'scan.pdf', limit: 'content' } }));
    await user.click(await screen.findByRole('button', { name: 'Build the filing packet' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('warns about the readiness errors before building', async () => {
    open(on('GET', /^\/readiness\//, { body: { filingDate: '11/26/2026', errors: 2, warnings: 1, findings: [] } }));
    const note = await screen.findByText(/finds 2 errors to fix before you mail/, undefined, { timeout: 5000 });
    expect(within(note).getByRole('link', { name: 'readiness report' })).toHaveAttribute('href', '/readiness');
  });

  it('a 404 means the interview has not started', async () => {
    const { user } = open(on('POST', /^\/packet\/generate\//, { status: 404, body: { code: 'NOT_FOUND', message: 'x' } }));
    await user.click(await screen.findByRole('button', { name: 'Build the filing packet' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Answer the interview first');
  });
});

describe('Packet page in Spanish', { timeout: 20_000 }, () => {
  afterEach(() => setLanguage('en', false));

  it('shows the page, the readiness note with its link and the result in Spanish', async () => {
    await setLanguage('es', false);
    const { user } = open(on('GET', /^\/readiness\//, { body: { filingDate: '11/26/2026', errors: 1, warnings: 0, findings: [] } }), on('POST', /^\/packet\/generate\//, { body: SUMMARY }));
    const note = await screen.findByText(/encuentra 1 error que debe corregir/, undefined, { timeout: 5000 });
    expect(within(note).getByRole('link', { name: 'informe de preparación' })).toHaveAttribute('href', '/readiness');
    expect(screen.getByRole('link', { name: 'respuestas' })).toHaveAttribute('href', '/check-answers');
    await user.click(screen.getByRole('button', { name: 'Preparar el paquete para presentar' }));
    expect(await screen.findByText(/Su paquete está listo: 27 páginas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sus archivos' })).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('list', { name: 'Contenido' })).toBeInTheDocument();
  });
});
