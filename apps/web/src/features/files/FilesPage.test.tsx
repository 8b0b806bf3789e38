import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { editorPath } from './editorPath.ts';

// pdf.js does not run in jsdom: the preview's loader is replaced.
vi.mock('../pdf-editor/pdfjs.ts', () => ({ openPdf: vi.fn(async () => Promise.reject(new Error('not a PDF'))) }));

const FILES = [
  { fileName: 'I-129F_Smith_2026-11-21.pdf', documentId: null, isTranslated: false, isGenerated: true },
  { fileName: 'passport.jpg', documentId: 6, isTranslated: false, isGenerated: false },
];

function open(...handlers: Parameters<typeof mockFetch>) {
  signIn({ acceptedConditions: true });
  const mock = mockFetch(...handlers);
  const view = renderRoute('/documents');
  return { ...view, ...mock, user: userEvent.setup() };
}

describe('Files page (/documents)', { timeout: 20_000 }, () => {
  it('shows the empty state for a new client', async () => {
    const { calls } = open(on('POST', '/file/client/files/john@example.com', { body: [] }));
    expect(await screen.findByText("You haven't generated any files yet.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/file/client/files/john%40example.com'))).toBe(true);
  });

  it('shows the load failure', async () => {
    open(on('POST', /^\/file\/client\/files\//, { status: 500, body: { error: 'x' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading documents.');
  });

  it('lists Name, Owner, Actions with Edit and View only for PDFs', async () => {
    open(on('POST', /^\/file\/client\/files\//, { body: FILES }));
    await screen.findByRole('columnheader', { name: 'Name' });
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const pdfRow = screen.getByRole('row', { name: /I-129F_Smith/ });
    expect(within(pdfRow).getByText('John Smith')).toBeInTheDocument();
    expect(within(pdfRow).getAllByRole('button').map((b) => b.textContent)).toEqual(['Download', 'Edit', 'View', 'Delete']);
    const jpgRow = screen.getByRole('row', { name: /passport\.jpg/ });
    expect(within(jpgRow).getAllByRole('button').map((b) => b.textContent)).toEqual(['Download', 'Caption', 'Delete']);
  });

  it("shows an upload's caption under its name and edits it in a labelled dialog, checked before it is sent", async () => {
    const photo = { fileName: 'kazan.jpg', documentId: 22, isTranslated: false, isGenerated: false, caption: 'Kazan, 05/10/2024' };
    const { user, calls } = open(on('POST', /^\/file\/client\/files\//, { body: [FILES[0], photo] }), on('POST', /^\/file\/caption\//, { body: { fileName: 'kazan.jpg', caption: 'x' } }));
    const row = await screen.findByRole('row', { name: /kazan\.jpg/ });
    expect(within(row).getByText('Kazan, 05/10/2024')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Caption of kazan.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'Caption of kazan.jpg' });
    const input = within(dialog).getByRole('textbox', { name: 'Caption (optional)' });
    expect(input).toHaveValue('Kazan, 05/10/2024');
    expect(input).toHaveAccessibleDescription(/When, where and who/);
    await user.clear(input);
    await user.paste('bad\u0007');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save caption' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '05/10/2024, Kazan: John and Olga{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url.includes('/api/file/caption/'))).toMatchObject({ method: 'POST', url: expect.stringContaining('/api/file/caption/john%40example.com/kazan.jpg'), body: { caption: '05/10/2024, Kazan: John and Olga' } });
    expect(within(screen.getByRole('row', { name: /kazan\.jpg/ })).getByText('05/10/2024, Kazan: John and Olga')).toBeInTheDocument();
    // A generated file has no caption to give.
    expect(within(screen.getByRole('row', { name: /I-129F_Smith/ })).queryByRole('button', { name: /Caption/ })).toBeNull();
  });

  it('shows file names and the owner isolated (<bdi>): a direction-changing character in one cannot reorder the row (issue 23.4)', async () => {
    open(on('POST', /^\/file\/client\/files\//, { body: [{ ...FILES[1]!, fileName: 'photo\u202egnp.exe' }] }));
    const name = await screen.findByText('photo\u202egnp.exe');
    expect(name.tagName).toBe('BDI');
    expect(within(name.closest('tr')!).getByText('John Smith').tagName).toBe('BDI');
  });

  it('confirms before deleting: Cancel keeps the file, Confirm Delete deletes and reloads', async () => {
    let list = [...FILES];
    const { user, calls } = open(
      (c) => (c.method === 'POST' && c.url.includes('/file/client/files/') ? { body: list } : undefined),
      (c) => {
        if (c.method !== 'DELETE') return undefined;
        list = list.filter((f) => !c.url.endsWith(encodeURIComponent(f.fileName)));
        return { body: { deleted: true } };
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete passport.jpg' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete passport.jpg?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this file? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /passport\.jpg/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete passport.jpg' }));
    dialog = screen.getByRole('dialog', { name: 'Delete passport.jpg?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /passport\.jpg/ })).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')!.url).toMatch(/\/api\/file\/delete\/john%40example\.com\/passport\.jpg$/);
  });

  it('shows the spec alerts when delete, the editor link or the preview fail', async () => {
    const { user } = open(
      on('POST', /^\/file\/client\/files\//, { body: FILES }),
      on('DELETE', /^\/file\/delete\//, { status: 500, body: {} }),
      on('GET', /^\/pdf\//, { status: 404, body: {} }),
      on('GET', /^\/file\/client\/download\//, { body: {} }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Delete passport.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('Failed to delete file')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: /^Edit I-129F/ }));
    expect(await screen.findByText('Failed to open editor')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: /^View I-129F/ }));
    expect(await screen.findByText('Failed to load PDF preview')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the editor at the server link with the file name', async () => {
    const { user, router } = open(
      on('POST', /^\/file\/client\/files\//, { body: FILES }),
      on('GET', /^\/pdf\//, { body: { editLink: '/pdf-editor/abc-123', documentId: 'abc-123' } }),
      on('GET', /^\/file\/client\/download\//, { status: 500, body: {} }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: /^Edit I-129F/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pdf-editor/abc-123'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?file=I-129F_Smith_2026-11-21.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to open editor');
    expect(editorPath({ editLink: 'https://evil.example/x', documentId: 'd 1' }, 'a b.pdf')).toBe('/pdf-editor/d%201?file=a%20b.pdf');
  });
});
