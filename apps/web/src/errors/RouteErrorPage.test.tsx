import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, signIn } from '../test/renderRoute.tsx';
import RouteErrorPage from './RouteErrorPage.tsx';

vi.mock('../features/clients/ClientsPage.tsx', () => ({
  default: () => {
    throw new Error('render failed');
  },
}));

describe('router error screens', () => {
  it("a page that throws shows 'Unexpected Application Error!'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    renderRoute('/clients');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });

  it("a chunk that fails to load shows 'Loading chunk failed'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', errorElement: <RouteErrorPage />, lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')) },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
