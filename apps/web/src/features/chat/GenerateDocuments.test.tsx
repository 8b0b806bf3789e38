import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createInterviewState } from '@i129f/petition/engine/index.ts';
import { appStateStore } from '../../state/appState.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { CLIENT, signIn } from '../../test/renderRoute.tsx';
import { GenerateDocuments } from './GenerateDocuments.tsx';
import { applyChanges, createPetition } from '@i129f/petition/changes/apply.ts';
import { petitionServer } from '../../test/petitionServer.ts';
import { startChatSession } from '../interview-state/chatSession.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { setLanguage } from '../../i18n/i18n.ts';

const ACCENTED = { petitionerFirstName: 'John', petitionerSecondName: '', petitionerLastName: 'Smith', beneficiaryFirstName: 'José', beneficiarySecondName: '', beneficiaryLastName: 'Núñez' };

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

  it("a refused generation shows the server's reason in the chat (alert, focused) and stays there until dismissed or retried", async () => {
    signIn();
    appStateStore.set((prev) => ({ ...prev, currentProgressBarStep: 3 }));
    const message =
      'The I-129F form on the server is edition 04/01/26, but this product is set up for edition 01/20/25. Fields this product fills that the form lacks (1): form1[0].#subform[0].Pt1Line6a_FamilyName[0]. Documents cannot be generated until the form mapping is updated. Please contact support.';
    const fetch = mockFetch(on('POST', /\/file\/generate\//, { status: 503, body: { error: 'Service Unavailable', code: 'INTERNAL', message, reason: 'TemplateEditionMismatch' } }));
    const router = renderLink();
    const user = userEvent.setup();
    const link = screen.getByRole('button', { name: 'Generate I-129F Documents →' });
    await user.click(link);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your documents were not generated');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/section/21');
    expect(appStateStore.get().currentProgressBarStep).toBe(3);
    // It stays (no timer takes it away) until dismissed; the focus goes back to the link.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
    // Pressed again: the old reason goes, the call is made again.
    await user.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetch.calls.filter((c) => c.url.includes('/file/generate/i29f/'))).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/section/21');
  });

  it('says so in the reader\'s language when the server cannot be reached, and does not leave the chat', async () => {
    await setLanguage('es');
    signIn();
    const fetch = mockFetch();
    fetch.fn.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const router = renderLink();
    await userEvent.click(screen.getByRole('button', { name: 'Generate I-129F Documents →' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sus documentos no se generaron');
    expect(alert).toHaveTextContent('No se pudieron generar los documentos. Compruebe su conexión y vuelva a intentarlo.');
    expect(router.state.location.pathname).toBe('/section/21');
    await setLanguage('en', false);
  });
});

describe('the plain-letter offer before the form is written (issue 21.5)', () => {
  it('lists the accented names with their plain spelling; Use plain letters writes them through the changes, then generates', async () => {
    signIn();
    const server = petitionServer({ state: applyChanges(createPetition('06/01/2025'), [{ type: 'names', names: ACCENTED }]).doc });
    const fetch = mockFetch(on('POST', '/file/generate/i29f/john@example.com', { body: { fileName: 'I-129F.pdf' } }), server.handler);
    void startChatSession(CLIENT.email);
    await waitFor(() => expect(chatStore.get().loaded).toBe(true));
    const router = renderLink();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate I-129F Documents →' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Before the form is written' });
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByText('José')).toBeInTheDocument();
    expect(within(dialog).getByText('Plain letters: Jose')).toBeInTheDocument();
    expect(within(dialog).getByText('Plain letters: Nunez')).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.includes('/file/generate/'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Use plain letters' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(server.state?.names).toMatchObject({ beneficiaryFirstName: 'Jose', beneficiaryLastName: 'Nunez' });
    expect(server.state?.answers).toMatchObject({ 'ben.name.given': 'Jose', 'ben.name.family': 'Nunez' });
    expect(server.changes()).toContainEqual(expect.objectContaining({ type: 'names', names: { beneficiaryFirstName: 'Jose', beneficiaryLastName: 'Nunez' } }));
    // Saved before the form was asked for: the server writes what it holds.
    expect(fetch.calls.findIndex((c) => c.url.includes('/file/generate/i29f/'))).toBeGreaterThan(fetch.calls.findIndex((c) => c.method === 'POST' && c.url.includes('/changes')));
  });

  it('Keep as typed generates with the answers as they are, in Spanish too', async () => {
    await setLanguage('es');
    signIn();
    const server = petitionServer({ state: applyChanges(createPetition('06/01/2025'), [{ type: 'names', names: ACCENTED }]).doc });
    const fetch = mockFetch(on('POST', '/file/generate/i29f/john@example.com', { body: { fileName: 'I-129F.pdf' } }), server.handler);
    void startChatSession(CLIENT.email);
    await waitFor(() => expect(chatStore.get().loaded).toBe(true));
    const router = renderLink();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate I-129F Documents →' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Antes de escribir el formulario' });
    expect(within(dialog).getByText('En letras simples: Jose')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dejar como está escrito' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(server.state?.names.beneficiaryFirstName).toBe('José');
    expect(server.changes().some((c) => c.type === 'names')).toBe(false);
    expect(fetch.calls.some((c) => c.url.includes('/file/generate/i29f/'))).toBe(true);
    await setLanguage('en', false);
  });
});
