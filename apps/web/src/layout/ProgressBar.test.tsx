import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.ts';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  afterEach(() => setLanguage('en', false));

  it('names the bar, its value and the four steps in English', () => {
    render(<ProgressBar step={2} />);
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Validate, 62.5%');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Setup', 'Upload', 'Validate', 'Complete Application']);
  });

  it('in Spanish: the name, the value (decimal comma) and the steps', async () => {
    await setLanguage('es', false);
    render(<ProgressBar step={2} />);
    const bar = screen.getByRole('progressbar', { name: 'Avance de la solicitud' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Validar, 62,5 %');
    expect(bar).toHaveAttribute('aria-valuenow', '62.5');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Configuración', 'Subir documentos', 'Validar', 'Completar la solicitud']);
  });
});
