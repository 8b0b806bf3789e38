import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { openChat, reducedMotion } from './testing.tsx';

const log = () => screen.getByRole('log');

afterEach(async () => {
  stopChatSession();
  vi.unstubAllGlobals();
  await setLanguage('en', false);
});

describe('the chat in Spanish (issue 12)', () => {
  it('shows the prompts, a validation message and the option cards in Spanish; answers are stored in English', async () => {
    reducedMotion();
    await setLanguage('es', false);
    const { server } = await openChat();
    const user = userEvent.setup();
    expect(
      await within(log()).findByText('¿Cuál es su correo electrónico, por ejemplo nombre@example.com? USCIS puede escribirle a esa dirección (Parte 5, punto 3).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Información preliminar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Secciones de la entrevista' })).toHaveTextContent('Verificación de elegibilidad');
    // The stored message stays the engine's English text.
    expect(chatStore.get().state?.sections['1']?.messages.at(-1)?.content).toBe('What is your email address, for example name@example.com? USCIS may write to it (Part 5, item 3).');

    // The chat's own labels are Spanish too.
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Respuesta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reiniciar sección' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Su respuesta'), 'abc{Enter}');
    const error = await within(log()).findByText('Formato de correo electrónico no válido. Revise lo que escribió e inténtelo de nuevo.');
    expect(error.closest('.message')).toHaveClass('message--red');
    expect(within(log()).queryByText(/Invalid email format/)).toBeNull();

    await user.type(screen.getByLabelText('Su respuesta'), 'john@example.com{Enter}');
    await within(log()).findByText('¿Cuál es su número de teléfono celular, por ejemplo 312-555-0123?');
    await user.type(await screen.findByLabelText('Su respuesta'), '+1 (555) 123-4567{Enter}');
    const group = await screen.findByRole('group', { name: '¿Tiene también un teléfono fijo (diurno)?' });
    // The cards read Sí / No and send the English option.
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['Yes', 'No']);
    expect(within(group).getByLabelText('Sí')).toBeInTheDocument();
    within(group).getByLabelText('No').focus();
    await user.keyboard('{Enter}');
    expect(chatStore.get().state?.answers['pet.hasLandline']).toBe('No');
    // The server is sent the English option.
    await waitFor(() => expect(server.changes()).toContainEqual(expect.objectContaining({ type: 'submit', key: 'pet.hasLandline', input: 'No' })));
  });

  it('switching back to English shows the same conversation in English', async () => {
    reducedMotion();
    await setLanguage('es', false);
    await openChat();
    await within(log()).findByText(/^¿Cuál es su correo electrónico/);
    await setLanguage('en', false);
    expect(await within(log()).findByText('What is your email address, for example name@example.com? USCIS may write to it (Part 5, item 3).')).toBeInTheDocument();
  });
});
