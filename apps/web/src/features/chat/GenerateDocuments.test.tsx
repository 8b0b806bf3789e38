import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createInterviewState } from '@i129f/petition/engine/index.ts';
import { appStateStore } from '../../state/appState.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { signIn } from '../../test/renderRoute.tsx';
import { GenerateDocuments } from './GenerateDocuments.tsx';

function renderLink() {
  const state = createInterviewState({ asOf: '06/01/2025' });
  const router = createMemoryRouter(
    [
      { path: '/section/21', element: <GenerateDocuments label="Generate I-129F Documents →" state={state} email="john@example.com" /> },
      { path: '/documents', element: <h1>Files</h1> },
    ],
    { initialEntries: ['/section/21'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Generate I-129F Documents →', () => {
  it('shows the overlay spinner while the call runs, posts the field map with Part 8, then /documents and step 4', async () => {
    signIn();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const fetch = mockFetch(on('POST', '/file/generate/i29f/john@example.com', { body: { fileName: 'I-129F.pdf' } }));
    const inner = fetch.fn.getMockImplementation()!;
    fetch.fn.mockImplementation(async (...args) => {
      if (String(args[0]).includes('/file/generate/')) await gate;
      return inner(...args);
    });
    const router = renderLink();
    await userEvent.click(screen.getByRole('button', { name: 'Generate I-129F Documents →' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Generating your I-129F documents…');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(appStateStore.get().currentProgressBarStep).toBe(4);
    const call = fetch.calls.find((c) => c.url.includes('/file/generate/i29f/'));
    expect(call?.body).toHaveProperty('_additionalInformation');
  });

  it('goes to /documents when the generation fails too', async () => {
    signIn();
    mockFetch(on('POST', /\/file\/generate\//, { status: 500, body: { error: 'x', code: 'INTERNAL', message: 'x' } }));
    const router = renderLink();
    await userEvent.click(screen.getByRole('button', { name: 'Generate I-129F Documents →' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(appStateStore.get().currentProgressBarStep).toBe(4);
  });
});
