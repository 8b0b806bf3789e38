import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

// pdf.js does not run in jsdom; opening fails as for a file that is not a PDF.
vi.mock('./pdfjs.ts', () => ({ openPdf: vi.fn(async () => Promise.reject(new Error('not a PDF'))) }));

afterEach(() => setLanguage('en', false));

describe('PDF editor in Spanish', { timeout: 20_000 }, () => {
  it('shows its title, actions and a failure to open in Spanish', async () => {
    await setLanguage('es', false);
    signIn({ acceptedConditions: true });
    mockFetch(on('GET', /^\/file\/client\/download\//, { status: 500, body: {} }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/pdf-editor/abc-123?file=I-129F_Smith.pdf');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar I-129F_Smith.pdf' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo abrir el editor');
    expect(screen.getByRole('link', { name: 'Cerrar sin guardar' })).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });
});
