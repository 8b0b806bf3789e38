import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '@i129f/petition/engine/types.ts';
import { EMPTY_NAMES } from '@i129f/petition/engine/state.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { updateAppState } from '../../state/appState.ts';
import { mockFetch } from '../../test/fetchMock.ts';
import { petitionAfterSetup, petitionServer, petitionWith, withAnswers } from '../../test/petitionServer.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { ChatInput } from './ChatInput.tsx';
import { openChat, reducedMotion } from './testing.tsx';

afterEach(async () => {
  stopChatSession();
  vi.unstubAllGlobals();
  await setLanguage('en', false);
});

const log = () => screen.getByRole('log');

describe('the chat for a Spanish reader (issue 21.5)', () => {
  it("echoes her yes/no choice in Spanish ('Usted: Sí'), and the move-on notice names the next section in Spanish", async () => {
    reducedMotion();
    await setLanguage('es', false);
    await openChat('/section/1', { state: withAnswers(petitionAfterSetup(), 1, ['john@example.com', '+1 555 123 4567']) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Sí' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const mine = await within(log()).findAllByText('Sí');
    expect(mine.some((el) => el.closest('.message--right'))).toBe(true);
    expect(within(log()).queryByText('Yes')).toBeNull();
    // Her landline, then 'No' (the same word in both languages) to the other names: the section is done.
    await user.type(await screen.findByLabelText('Su respuesta'), '+1 555 765 4321{Enter}');
    for (let guard = 0; guard < 5 && !document.querySelector('.auto-advance'); guard++) {
      const radio = screen.queryAllByRole('radio', { name: 'No' })[0];
      if (!radio) break;
      await user.click(radio);
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
    }
    await vi.waitFor(() => expect(document.querySelector('.auto-advance')).not.toBeNull(), { timeout: 5000 });
    expect(document.querySelector('.auto-advance p')).toHaveTextContent('En 5 segundos pasará a “Verificación de elegibilidad”.');
  });

  it("section 0 that extracted nothing is red but not said as an error ('Asistente:' without 'Error:')", async () => {
    await setLanguage('es', false);
    await openChat('/section/0', { state: petitionAfterSetup([{ type: 'extracted', passed: false, info: {} }]) });
    const message = screen.getByText('No se extrajo ningún dato de los documentos proporcionados.');
    const bubble = message.closest('.message')!;
    expect(bubble).toHaveClass('message--red');
    expect(bubble).not.toHaveTextContent('Error:');
    expect(bubble).toHaveTextContent(/^Asistente:/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirmar los datos leídos de sus documentos');
  });

  it("an end date offers a 'not ended' button that sends the word the engine reads as PRESENT", async () => {
    const onSubmit = vi.fn();
    const question: Question = { sectionId: 9, stepId: 'to', key: 'pet.address.2.to', prompt: 'Until when?', input: 'date', fieldNames: [], ongoing: true };
    await setLanguage('es', false);
    const { rerender } = render(<ChatInput question={question} busy={false} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'No ha terminado' }));
    expect(onSubmit).toHaveBeenCalledWith('current');
    // A date that is not an end date has no such button.
    rerender(<ChatInput question={{ ...question, ongoing: undefined, key: 'pet.address.2.from' }} busy={false} onSubmit={onSubmit} />);
    expect(screen.queryByRole('button', { name: 'No ha terminado' })).toBeNull();
  });
});

describe('the questionnaire for a Spanish reader (issue 21.5)', () => {
  async function openQuestionnaire(state = petitionAfterSetup()) {
    signIn({ acceptedConditions: true });
    mockFetch(petitionServer({ state }).handler);
    renderRoute('/file-upload-quesionnaire');
    await screen.findByText('Pregunta 1 de 16');
    return userEvent.setup();
  }
  /** Answers until the beneficiary's first question; returns its legend. */
  async function toBeneficiaryQuestion(user: ReturnType<typeof userEvent.setup>): Promise<string> {
    for (let guard = 0; guard < 16; guard++) {
      const legend = document.querySelector('legend')!.textContent!;
      if (/Ha usado .+ alguna vez otros nombres/.test(legend) && !legend.startsWith('¿Ha usado alguna')) return legend;
      await user.click(screen.getAllByRole('radio')[0]!);
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    }
    throw new Error('no beneficiary question');
  }

  it("names her from the petition even when the app's copy of the names is empty (a new sign-in)", async () => {
    await setLanguage('es', false);
    const user = await openQuestionnaire();
    act(() => updateAppState({ benPetNames: { ...EMPTY_NAMES } }));
    expect(await toBeneficiaryQuestion(user)).toBe('¿Ha usado Maria Lopez alguna vez otros nombres?');
  });

  it("a missing name reads 'el beneficiario', not the English 'the beneficiary'", async () => {
    await setLanguage('es', false);
    const user = await openQuestionnaire(petitionWith([]));
    const legend = await toBeneficiaryQuestion(user);
    expect(legend).toBe('¿Ha usado el beneficiario alguna vez otros nombres?');
  });
});

describe('the welcome steps for a Spanish reader (issue 21.5)', () => {
  it('name no AI and take no lawyer for granted', async () => {
    await setLanguage('es', false);
    signIn();
    renderRoute('/welcome');
    const steps = within(await screen.findByRole('main')).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual(['Registro', 'Subir documentos', 'Responder preguntas', 'Revisión automática', 'Presentación']);
    const text = steps.map((s) => s.textContent).join(' ');
    expect(text).not.toMatch(/\bIA\b/);
    expect(text).toMatch(/si trabaja con uno/);
    expect(text).not.toMatch(/Su abogado revisa/);
  });
});
