import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import { K1, QUESTIONNAIRE } from '@i129f/petition/questionnaire/questions.ts';
import { describe, expect, it } from 'vitest';
import { appStateStore } from '../../state/appState.ts';
import { mockFetch } from '../../test/fetchMock.ts';
import { petitionAfterSetup, petitionServer, withAnswers } from '../../test/petitionServer.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { flushChatSaves } from '../interview-state/flushChatSaves.ts';
import { visibleQuestions } from './questionnaireModel.ts';

const docs = () => appStateStore.get().requiredDocuments;

/** The questionnaire for a client whose petition the server holds (default: setup done). */
async function open(state: PetitionDoc | null = petitionAfterSetup(), first = 'Question 1 of 16') {
  signIn({ acceptedConditions: true });
  const server = petitionServer({ state });
  mockFetch(server.handler);
  const view = renderRoute('/file-upload-quesionnaire');
  await screen.findByText(first);
  return { ...view, server, user: userEvent.setup() };
}

describe('questionnaire', { timeout: 20_000 }, () => {
  it('shows Next only once answered, keeps answers on Previous and finishes on /file-upload-list', async () => {
    const { user, router, server } = await open();
    expect(screen.getByRole('group', { name: QUESTIONNAIRE[0]!.prompt })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(docs()).toEqual(expect.arrayContaining([6, 25]));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 16')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Divorced' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Divorced' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (let n = 3; n <= 16; n++) {
      expect(screen.getByText(`Question ${n} of 16`)).toBeInTheDocument();
      await user.click(screen.getAllByRole('radio')[0]!);
      await user.click(screen.getByRole('button', { name: n === 16 ? 'Finish' : 'Next' }));
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/file-upload-list'), { timeout: 8000 });
    const answers = appStateStore.get().questionnaire;
    expect(Object.keys(answers).sort()).toEqual(QUESTIONNAIRE.map((q) => q.key).sort());
    expect(answers.petitionerMaritalStatus).toBe('Divorced');
    // Each answer is a change of the server's petition; this browser keeps none of them.
    await waitFor(() => expect(server.state?.questionnaire).toEqual(answers));
    expect(server.changes().filter((c) => c.type === 'questionnaire').length).toBeGreaterThanOrEqual(16);
    expect(server.state?.requiredDocuments).toEqual(docs());
    expect(localStorage.getItem('root')).not.toContain('Birth in the United States');
    expect(appStateStore.get().currentProgressBarStep).toBe(1);
  }, 30_000);

  it("follows the package's evidence model when an answer changes (issue 20)", async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    // Other names alone call for no document; the passports are offered from the first answer.
    expect(docs()).toEqual(expect.arrayContaining([6, 25]));
    expect(docs()).not.toContain(8);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Married' }));
    expect(docs().filter((d) => [8, 9, 10, 14].includes(d))).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Widowed' }));
    // Any one proof that the earlier marriage ended: decree, annulment or death certificate.
    expect(docs()).toEqual(expect.arrayContaining([8, 9, 10]));
    await user.click(screen.getByRole('radio', { name: 'Single' }));
    expect(docs().filter((d) => [8, 9, 10, 14].includes(d))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Naturalization' }));
    expect(docs()).toEqual(expect.arrayContaining([3, 4]));
    expect(docs()).not.toContain(2);
    await user.click(screen.getByRole('radio', { name: 'Birth in the United States' }));
    expect(docs()).toContain(2);
    expect(docs()).not.toContain(3);
  });

  it('fills the beneficiary name given in setup into the prompts', async () => {
    const { user } = await open();
    for (let n = 1; n <= 5; n++) {
      await user.click(screen.getAllByRole('radio')[0]!);
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.getByRole('group', { name: 'Has Maria Lopez ever used other names?' })).toBeInTheDocument();
  });

  it('a client who comes back continues at the first question not answered yet', async () => {
    const state = petitionAfterSetup([
      { type: 'questionnaire', key: 'petitionerOtherNames', value: 'No' },
      { type: 'questionnaire', key: 'petitionerMaritalStatus', value: 'Single' },
    ]);
    const { user } = await open(state, 'Question 3 of 16');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Single' })).toBeChecked();
  });

  it('skips a question whose askIf condition is not met', () => {
    const all = visibleQuestions({});
    expect(all).toHaveLength(QUESTIONNAIRE.filter((q) => !q.askIf).length);
    for (const q of QUESTIONNAIRE.filter((x) => x.askIf)) {
      expect(visibleQuestions({ [q.askIf!.key]: q.askIf!.in[0]! }).map((x) => x.key)).toContain(q.key);
    }
  });
});

describe('an answer that makes chat answers no longer apply (issue 19.3)', { timeout: 20_000 }, () => {
  /** Naturalized; section 4 answered: certificate, A-Number, its number, place and date, the SSN. */
  const naturalized = () =>
    withAnswers(
      petitionAfterSetup([
        { type: 'questionnaire', key: 'petitionerOtherNames', value: 'No' },
        { type: 'questionnaire', key: 'petitionerMaritalStatus', value: 'Single' },
        { type: 'questionnaire', key: 'citizenshipMethod', value: 'Naturalization' },
        { type: 'questionnaire', key: 'classificationBeneficiary', value: K1 },
      ]),
      4,
      ['Yes', 'A012345678', '31234567', 'Chicago, IL', '06/15/2012', 'Yes', '123-45-6789'],
    );
  const CLEARED = ['pet.aNumber', 'pet.certificate.date', 'pet.certificate.has', 'pet.certificate.number', 'pet.certificate.place'];

  async function chooseBirth() {
    const view = await open(naturalized(), 'Question 4 of 16');
    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Naturalization' })).toBeChecked();
    await waitFor(() => expect(view.server.requests.length).toBeGreaterThan(0)); // where the client is (journey)
    const sentBefore = view.server.requests.length;
    await view.user.click(screen.getByRole('radio', { name: 'Birth in the United States' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Some answers no longer apply' });
    return { ...view, dialog, sentBefore };
  }

  it('lists each answer to clear with its question and value, and focuses the list', async () => {
    const { dialog } = await chooseBirth();
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveTextContent('With this change, these answers no longer apply and will be cleared:');
    const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items).toHaveLength(CLEARED.length);
    const itemWith = (value: string) => items.find((text) => text.endsWith(`: ${value}`));
    expect(itemWith('012345678')).toMatch(/A-Number/);
    expect(itemWith('31234567')).toMatch(/certificate/i);
    expect(itemWith('Chicago, IL')).toBeDefined();
    expect(itemWith('06/15/2012')).toBeDefined();
    expect(itemWith('Yes')).toBeDefined();
    // The SSN still applies: not listed.
    expect(dialog).not.toHaveTextContent('123456789');
    expect(screen.getByRole('radio', { name: 'Birth in the United States' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("'Keep my earlier answer' sends nothing and keeps the answers", async () => {
    const { dialog, server, sentBefore, user } = await chooseBirth();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my earlier answer' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Naturalization' })).toBeChecked();
    expect(appStateStore.get().questionnaire.citizenshipMethod).toBe('Naturalization');
    await act(() => flushChatSaves()); // anything pending would be sent now
    expect(server.requests).toHaveLength(sentBefore);
    expect(server.state?.questionnaire.citizenshipMethod).toBe('Naturalization');
    expect(server.state?.answers['pet.certificate.number']).toBe('31234567');
  });

  it("'Clear them and make the change' sends the change with `clear` listing them", async () => {
    const { dialog, server, sentBefore, user } = await chooseBirth();
    await user.click(within(dialog).getByRole('button', { name: 'Clear them and make the change' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Birth in the United States' })).toBeChecked();
    await waitFor(() => expect(server.state?.questionnaire.citizenshipMethod).toBe('Birth in the United States'));
    expect(server.requests.slice(sentBefore).flatMap((r) => r.changes)).toEqual([
      { type: 'questionnaire', key: 'citizenshipMethod', value: 'Birth in the United States', clear: CLEARED, id: expect.any(String) },
    ]);
    expect(server.state?.answers['pet.certificate.number']).toBeUndefined();
    expect(server.state?.answers['pet.ssn']).toBe('123456789');
    expect(docs()).not.toContain(3);
  });
});
