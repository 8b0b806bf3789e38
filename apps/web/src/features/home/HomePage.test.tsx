import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { renderRoute } from '../../test/renderRoute.tsx';

afterEach(() => setLanguage('en', false));

describe('/ landing page', () => {
  it('says what the product does and does not do, what to have at hand, how long, how data is protected', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Make legal paperwork easy and stress-free' })).toBeInTheDocument();
    for (const name of ['What it does', 'What it does not do', 'What to have at hand', 'How long it takes', 'How your data is protected']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/does not file the petition/)).toBeInTheDocument();
    expect(screen.getByText(/not a lawyer and does not give legal advice/)).toBeInTheDocument();
    expect(screen.getByText(/addresses and jobs for the last 5 years/)).toBeInTheDocument();
    expect(screen.getByText(/encrypted at rest/)).toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/register');
    expect(within(account).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // No claims of another product (docs/spec-deviations.md).
    expect(document.body.textContent).not.toMatch(/1500|pricing|subscription|pay-per-case|testimonial/i);
  });

  it('switches to Spanish with the picker', async () => {
    renderRoute('/');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trámites legales fáciles y sin estrés' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lo que no hace' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Comenzar' })[0]).toHaveAttribute('href', '/register');
  });
});
