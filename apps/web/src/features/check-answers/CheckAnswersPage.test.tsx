import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { petitionServer } from '../../test/petitionServer.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore, emptyRecord } from '../interview-state/chatStore.ts';

const STATE = runScript(interview, K1_COUPLE);
const CHANGES = { generatedAt: Date.UTC(2026, 10, 20), changedKeys: ['pet.birth.city'], changedSectionIds: [8], removedKeys: ['pet.address.3.city'] };

/** /check-answers for a client whose completed petition (K-1 couple) the server holds at version 3. */
async function open(changes: unknown = null, ...handlers: Parameters<typeof mockFetch>) {
  stopChatSession();
  signIn({ acceptedConditions: true });
  chatStore.set(emptyRecord('john@example.com'));
  const server = petitionServer({ state: STATE, version: 3 });
  const mock = mockFetch(...handlers, server.handler, on('GET', '/changes-since-pdf/john%40example.com', { body: changes }));
  const view = renderRoute('/check-answers');
  await screen.findByRole('heading', { name: 'Check your answers' }, { timeout: 5000 });
  return { ...view, ...mock, server, user: userEvent.setup() };
}

/** The row of an answer, found by the question the chat asked. */
const row = (question: string) => screen.getByText(question, { selector: '.check__question' }).closest('.check__row') as HTMLElement;
const byKey = (key: string) => document.getElementById(`answer-${key}`) as HTMLElement;
const rowKeys = () => [...document.querySelectorAll('.check__row')].map((r) => r.id.replace(/^answer-/, ''));

afterEach(() => {
  stopChatSession();
  localStorage.clear();
});

describe('Check your answers (/check-answers)', { timeout: 30_000 }, () => {
  it("lists every answer Part by Part in the form's order, with the item, the printed label and a Change for each", async () => {
    await open();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Part 1. Information About You',
      'Part 2. Information About Your Beneficiary',
      'Part 3. Other Information',
      'Part 4. Biographic Information',
      "Part 5. Petitioner's Statement, Contact Information, Certification, and Signature",
      'Other answers (not printed on the form)',
    ]);
    expect(within(row('Email')).getByText('john.smith@example.com')).toBeInTheDocument();
    expect(within(row('Email')).getByText('Item 3')).toBeInTheDocument();
    expect(within(row('Email')).getByText(/Petitioner's Email Address/)).toBeInTheDocument();
    expect(within(row('Email')).getByRole('button', { name: 'Change Email' })).toBeInTheDocument();
    // The chat asks the email (section 1) before the address (section 9); the form prints it in Part 5.
    const keys = rowKeys();
    expect(keys.indexOf('pet.name.family')).toBeLessThan(keys.indexOf('pet.address.1.city'));
    expect(keys.indexOf('pet.address.1.city')).toBeLessThan(keys.indexOf('ben.name.family'));
    expect(keys.indexOf('ben.name.family')).toBeLessThan(keys.indexOf('pet.email'));
    const part1 = screen.getByRole('region', { name: 'Part 1. Information About You' });
    expect(part1).toContainElement(byKey('pet.address.1.city'));
    expect(within(byKey('pet.address.1.city')).getByText('Item 8.d')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Other answers (not printed on the form)' })).getAllByText(/Do you also have a landline/).length).toBeGreaterThan(0);
    // Nothing is marked before any PDF.
    expect(screen.queryByText('Changed since your last PDF')).toBeNull();
  });

  it('Change edits that exact answer in place through the engine, keeps the section, and comes back to the list', async () => {
    const { user, server } = await open();
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
    // Focus is back on the row's Change.
    expect(within(row('Email')).getByRole('button', { name: 'Change Email' })).toHaveFocus();
    const after = chatStore.get().state!;
    expect(after.answers['pet.email']).toBe('john.new@example.com');
    // Nothing else of the section was forgotten.
    expect(after.sections['1']!.completed).toBe(true);
    expect(Object.keys(after.answers).length).toBe(Object.keys(before.answers).length);
    // One edit, of the value shown, reaches the server; the refused value never left.
    await waitFor(() => expect(server.state?.answers['pet.email']).toBe('john.new@example.com'));
    expect(server.changes().filter((c) => c.type === 'edit')).toEqual([expect.objectContaining({ sectionId: 1, key: 'pet.email', input: 'john.new@example.com', expected: 'john.smith@example.com' })]);
  });

  it('an answer whose change would reset the section is sent to the chat instead', async () => {
    const { user } = await open();
    const r = byKey('pet.hasLandline');
    await user.click(within(r).getByRole('button', { name: /^Change/ }));
    await user.selectOptions(within(r).getByRole('combobox'), 'Yes');
    expect(within(r).getByRole('alert')).toHaveTextContent('asks this section again');
    expect(within(r).getByRole('link', { name: 'open the section' })).toHaveAttribute('href', '/section/1?question=pet.hasLandline');
    expect(within(r).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('Cancel leaves the answer as it was and puts the focus back on its Change', async () => {
    const { user } = await open();
    await user.click(within(row('Email')).getByRole('button', { name: 'Change Email' }));
    await user.type(within(row('Email')).getByRole('textbox'), 'x');
    await user.click(within(row('Email')).getByRole('button', { name: 'Cancel' }));
    expect(within(row('Email')).getByText('john.smith@example.com')).toBeInTheDocument();
    expect(within(row('Email')).getByRole('button', { name: 'Change Email' })).toHaveFocus();
  });

  it('marks the answers the server says changed since the last PDF', async () => {
    await open(CHANGES);
    await waitFor(() => expect(within(byKey('pet.birth.city')).getByText('Changed since your last PDF')).toBeInTheDocument());
    expect(screen.getAllByText('Changed since your last PDF')).toHaveLength(1);
    expect(byKey('pet.birth.city')).toHaveClass('check__row--changed');
    expect(screen.getByText(/Your last PDF of Form I-129F was made on/)).toHaveTextContent('1 answer in that PDF is no longer among your answers.');
  });
});

describe('Check your answers after a PDF', { timeout: 30_000 }, () => {
  it('reads the changes again once the server saved an edit, and marks the edited answer', async () => {
    let changes: unknown = { ...CHANGES, changedKeys: [], changedSectionIds: [], removedKeys: [] };
    const { calls } = await open(null, (call) => (call.url.includes('/changes-since-pdf/') ? { body: changes } : undefined));
    await screen.findByText(/Your last PDF of Form I-129F was made on/);
    expect(screen.queryByText('Changed since your last PDF')).toBeNull();
    const reads = () => calls.filter((c) => c.url.includes('/changes-since-pdf/')).length;
    const before = reads();
    changes = { ...CHANGES, changedKeys: ['pet.email'], changedSectionIds: [1], removedKeys: [] };
    const user = userEvent.setup();
    await user.click(within(row('Email')).getByRole('button', { name: 'Change Email' }));
    await user.clear(within(row('Email')).getByRole('textbox'));
    await user.type(within(row('Email')).getByRole('textbox'), 'john.new@example.com');
    await user.click(within(row('Email')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(row('Email')).getByText('Changed since your last PDF')).toBeInTheDocument(), { timeout: 10_000 });
    expect(reads()).toBeGreaterThan(before);
    expect(chatStore.get().version).toBe(4);
  });
});

describe('Check your answers in Spanish', { timeout: 30_000 }, () => {
  afterEach(() => setLanguage('en', false));

  it('shows the page chrome and the Change buttons in Spanish', async () => {
    await setLanguage('es', false);
    stopChatSession();
    signIn({ acceptedConditions: true });
    chatStore.set(emptyRecord('john@example.com'));
    mockFetch(petitionServer({ state: STATE, version: 3 }).handler);
    renderRoute('/check-answers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revise sus respuestas' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Próximos pasos' })).getByRole('link', { name: 'Paquete para presentar' })).toHaveAttribute('href', '/packet');
    expect(screen.getAllByRole('button', { name: /^Cambiar: / }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Parte 1. Información sobre usted (Part 1. Information About You)' })).toBeInTheDocument();
    expect(screen.getAllByText('Punto 6.a').length).toBeGreaterThan(0);
    // The questions and the chosen options in Spanish; typed answers as given (the form is filled in English).
    const family = document.getElementById('answer-pet.name.family')!;
    expect(within(family).getByText(/^¿Cuál es su apellido/)).toBeInTheDocument();
    expect(within(family).getByText('Smith')).toBeInTheDocument();
    expect(within(document.getElementById('answer-pet.address.1.street')!).getByText(/de su primer domicilio/)).toBeInTheDocument();
    const english = [...document.querySelectorAll('.check__value')].map((v) => v.textContent);
    expect(english).not.toContain('Yes');
    expect(english).toContain('Sí');
  });
});
