import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

describe('Ready to mail links on the Files page', { timeout: 20_000 }, () => {
  it('lead to check your answers, the readiness report, the letters and the packet', async () => {
    signIn({ acceptedConditions: true });
    mockFetch(on('POST', /^\/file\/client\/files\//, { body: [] }));
    renderRoute('/documents');
    const nav = await screen.findByRole('navigation', { name: 'Ready to mail' }, { timeout: 5000 });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Check your answers', '/check-answers'],
      ['Readiness report', '/readiness'],
      ['Letters', '/letters'],
      ['Filing packet', '/packet'],
    ]);
  });
});

describe('Ready to mail links in Spanish', { timeout: 20_000 }, () => {
  afterEach(() => setLanguage('en', false));

  it('read in Spanish on the Files page', async () => {
    await setLanguage('es', false);
    signIn({ acceptedConditions: true });
    mockFetch(on('POST', /^\/file\/client\/files\//, { body: [] }));
    renderRoute('/documents');
    const nav = await screen.findByRole('navigation', { name: 'Listo para enviar por correo' }, { timeout: 5000 });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Revise sus respuestas', 'Informe de preparación', 'Cartas', 'Paquete para presentar']);
  });
});
