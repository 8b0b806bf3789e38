import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore, emptyRecord } from '../interview-state/chatStore.ts';
import { rememberPacketAnswers } from './lastPacket.ts';

const STATE = runScript(interview, K1_COUPLE);

async function open(afterSignIn?: () => void) {
  stopChatSession();
  signIn({ acceptedConditions: true });
  afterSignIn?.();
  chatStore.set(emptyRecord('john@example.com'));
  const mock = mockFetch(on('GET', /\/chat-state\/i29F\/load\//, { body: { state: STATE, version: 3 } }), on('POST', /\/chat-state\/i29F\/save\//, { body: { version: 4 } }));
  const view = renderRoute('/check-answers');
  await screen.findByRole('heading', { name: 'Check your answers' }, { timeout: 5000 });
  return { ...view, ...mock, user: userEvent.setup() };
}

const row = (question: string) => screen.getByText(question, { selector: 'dt' }).closest('div') as HTMLElement;

afterEach(() => {
  stopChatSession();
  localStorage.clear();
});

describe('Check your answers (/check-answers)', { timeout: 30_000 }, () => {
  it('lists every answer section by section with a Change for each', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Preliminary Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Petitioner's Address History" })).toBeInTheDocument();
    expect(within(row('Email')).getByText('john.smith@example.com')).toBeInTheDocument();
    expect(within(row('Email')).getByRole('button', { name: 'Change Email' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Preliminary Information')).toBeLessThan(headings.indexOf("Petitioner's Address History"));
  });

  it('Change edits that exact answer in place through the engine, keeps the section, and comes back to the list', async () => {
    const { user } = await open();
    const before = chatStore.get().state!;
    await user.click(within(row('Email')).getByRole('button', { name: 'Change Email' }));
    const input = within(row('Email')).getByRole('textbox');
    await user.clear(input);
    await user.type(input, 'not-an-email');
    await user.click(within(row('Email')).getByRole('button', { name: 'Save' }));
    expect(within(row('Email')).getByRole('alert')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'john.new@example.com');
    await user.click(within(row('Email')).getByRole('button', { name: 'Save' }));
    expect(await within(row('Email')).findByText('john.new@example.com')).toBeInTheDocument();
    const after = chatStore.get().state!;
    expect(after.answers['pet.email']).toBe('john.new@example.com');
    // Nothing else of the section was forgotten.
    expect(after.sections['1']!.completed).toBe(true);
    expect(Object.keys(after.answers).length).toBe(Object.keys(before.answers).length);
    expect(chatStore.get().pending.at(-1)).toMatchObject({ type: 'edit', sectionId: 1, key: 'pet.email', input: 'john.new@example.com' });
  });

  it('an answer whose change would reset the section is sent to the chat instead', async () => {
    const { user } = await open();
    const q = screen.getAllByText(/Do you also have a landline/, { selector: 'dt' })[0]!;
    const r = q.closest('div') as HTMLElement;
    await user.click(within(r).getByRole('button', { name: /^Change/ }));
    await user.selectOptions(within(r).getByRole('combobox'), 'Yes');
    expect(within(r).getByRole('alert')).toHaveTextContent('asks this section again');
    expect(within(r).getByRole('link', { name: 'open the section' })).toHaveAttribute('href', '/section/1?question=pet.hasLandline');
    expect(within(r).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('marks the sections changed since the last packet', async () => {
    await open(() => rememberPacketAnswers('john@example.com', { ...STATE.answers, 'pet.address.1.city': 'Chicago' }));
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await waitFor(() => expect(headings()).toContain("Petitioner's Address History — Changed since your last packet"));
    expect(headings()).toContain('Preliminary Information');
  });
});

describe('Check your answers in Spanish', { timeout: 30_000 }, () => {
  afterEach(() => setLanguage('en', false));

  it('shows the page chrome and the Change buttons in Spanish', async () => {
    await setLanguage('es', false);
    stopChatSession();
    signIn({ acceptedConditions: true });
    chatStore.set(emptyRecord('john@example.com'));
    mockFetch(on('GET', /\/chat-state\/i29F\/load\//, { body: { state: STATE, version: 3 } }));
    renderRoute('/check-answers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revise sus respuestas' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Próximos pasos' })).getByRole('link', { name: 'Paquete para presentar' })).toHaveAttribute('href', '/packet');
    expect(screen.getAllByRole('button', { name: /^Cambiar: / }).length).toBeGreaterThan(0);
  });
});
