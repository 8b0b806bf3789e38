import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { openPdf, type PdfDocument } from './pdfjs.ts';

// pdf.js does not run in jsdom; opening fails as for a file that is not a PDF, unless a test hands over a stand-in.
vi.mock('./pdfjs.ts', () => ({ openPdf: vi.fn(async () => Promise.reject(new Error('not a PDF'))) }));
vi.mock('./renderPage.ts', () => ({ renderPage: vi.fn(async () => undefined) }));

afterEach(() => setLanguage('en', false));

const EDITED = new Uint8Array([37, 80, 68, 70, 45, 101, 100, 105, 116]);

/** A document with pdf.js's annotation storage: `edit()` is what the form layer does when the user changes a field. */
function standIn() {
  const annotationStorage: { onSetModified?: () => void } = {};
  const doc = {
    numPages: 1,
    annotationStorage,
    getFieldObjects: vi.fn(async () => ({})),
    saveDocument: vi.fn(async () => EDITED),
    destroy: vi.fn(async () => undefined),
  };
  vi.mocked(openPdf).mockResolvedValueOnce(doc as unknown as PdfDocument);
  return { doc, edit: () => act(() => annotationStorage.onSetModified?.()) };
}

function openEditor() {
  signIn({ acceptedConditions: true });
  const mock = mockFetch(on('GET', /^\/file\/client\/download\//, { body: {} }), on('POST', /^\/pdf\/replace\//, { body: {} }));
  const view = renderRoute('/pdf-editor/doc-7?file=I-129F_Smith.pdf');
  return { ...mock, ...view, user: userEvent.setup() };
}

const replaceCalls = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === 'POST' && c.url.includes('/pdf/replace/'));

describe('PDF editor: Close (FILE-10)', { timeout: 20_000 }, () => {
  it('after a field was changed, Close stores the edited file and returns to the Files page', async () => {
    const { edit, doc } = standIn();
    const { calls, router, user } = openEditor();
    const close = await screen.findByRole('button', { name: 'Close' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByRole('link', { name: 'Close without saving' })).toBeNull();
    edit();
    expect(screen.getByRole('link', { name: 'Close without saving' })).toHaveAttribute('href', '/documents');
    await user.click(close);
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(doc.saveDocument).toHaveBeenCalledTimes(1);
    const sent = replaceCalls(calls);
    expect(sent.map((c) => c.url.replace(/^.*\/api/, ''))).toEqual([`/pdf/replace/doc-7/${encodeURIComponent('john@example.com')}/I-129F_Smith.pdf`]);
  });

  it('with nothing changed, Close returns without storing anything', async () => {
    standIn();
    const { calls, router, user } = openEditor();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(replaceCalls(calls)).toEqual([]);
  });

  it('a failed store on Close stays in the editor and says so', async () => {
    const { edit } = standIn();
    signIn({ acceptedConditions: true });
    mockFetch(on('GET', /^\/file\/client\/download\//, { body: {} }), on('POST', /^\/pdf\/replace\//, { status: 500, body: {} }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoute('/pdf-editor/doc-7?file=I-129F_Smith.pdf');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled(), { timeout: 5000 });
    edit();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The changes could not be saved. Please try again.');
    expect(router.state.location.pathname).toBe('/pdf-editor/doc-7');
  });
});

describe('PDF editor in Spanish', { timeout: 20_000 }, () => {
  it('shows its title, actions and a failure to open in Spanish', async () => {
    await setLanguage('es', false);
    signIn({ acceptedConditions: true });
    mockFetch(on('GET', /^\/file\/client\/download\//, { status: 500, body: {} }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/pdf-editor/abc-123?file=I-129F_Smith.pdf');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar I-129F_Smith.pdf' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo abrir el editor');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it("names 'Close without saving' in Spanish once a field was changed", async () => {
    await setLanguage('es', false);
    const { edit } = standIn();
    openEditor();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled(), { timeout: 5000 });
    edit();
    expect(screen.getByRole('link', { name: 'Cerrar sin guardar' })).toHaveAttribute('href', '/documents');
  });
});
