import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import PdfPreview from './PdfPreview.tsx';

// The file never arrives: the dialog stays in its loading state (pdf.js is never reached).
vi.mock('./filesApi.ts', () => ({ filesApi: { download: () => new Promise(() => {}) } }));
vi.mock('../pdf-editor/pdfjs.ts', () => ({ openPdf: vi.fn() }));
vi.mock('../pdf-editor/renderPage.ts', () => ({ renderPage: vi.fn() }));

afterEach(() => setLanguage('en', false));

/** The preview opens from the staff review page too, whose chunk registers no 'files' texts (issue 21.3). */
describe('the PDF preview dialog texts, wherever it opens', () => {
  it('names the file and closes in English (never the raw keys)', async () => {
    render(<PdfPreview email="john@example.com" fileName="I-129F.pdf" onClose={() => {}} onError={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Preview of I-129F.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pages of I-129F.pdf' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/preview\./);
  });

  it('in Spanish', async () => {
    await setLanguage('es', false);
    render(<PdfPreview email="john@example.com" fileName="I-129F.pdf" onClose={() => {}} onError={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Vista previa de I-129F.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/preview\./);
  });
});
