import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUESTIONNAIRE } from '@i129f/petition/questionnaire/questions.ts';
import { describe, expect, it } from 'vitest';
import { appStateStore, updateAppState } from '../../state/appState.ts';
import { mockFetch } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { visibleQuestions } from './questionnaireModel.ts';

const docs = () => appStateStore.get().requiredDocuments;

async function open() {
  signIn({ acceptedConditions: true });
  mockFetch();
  const view = renderRoute('/file-upload-quesionnaire');
  await screen.findByText('Question 1 of 16');
  return { ...view, user: userEvent.setup() };
}

describe('questionnaire', { timeout: 20_000 }, () => {
  it('shows Next only once answered, keeps answers on Previous and finishes on /file-upload-list', async () => {
    const { user, router } = await open();
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
    expect(JSON.parse(localStorage.getItem('root') ?? '{}').questionnaire.citizenshipMethod).toBe('Birth in the United States');
    expect(appStateStore.get().currentProgressBarStep).toBe(1);
  }, 30_000);

  it('applies the package document rules when an answer changes', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(docs()).toEqual(expect.arrayContaining([6, 25, 8]));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(docs()).not.toContain(8);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Married' }));
    expect(docs()).toContain(14);
    await user.click(screen.getByRole('radio', { name: 'Widowed' }));
    expect(docs()).toContain(10);
    expect(docs()).not.toContain(14);
    await user.click(screen.getByRole('radio', { name: 'Single' }));
    expect(docs()).not.toEqual(expect.arrayContaining([14]));
    expect(docs().filter((d) => [8, 10, 14].includes(d))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Naturalization' }));
    expect(docs()).toEqual(expect.arrayContaining([4, 3]));
    await user.click(screen.getByRole('radio', { name: 'Birth in the United States' }));
    expect(docs()).toContain(2);
    expect(docs()).not.toContain(3);
  });

  it('fills the beneficiary name into the prompts', async () => {
    act(() => updateAppState({ benPetNames: { ...appStateStore.get().benPetNames, beneficiaryFirstName: 'Maria', beneficiaryLastName: 'Lopez' } }));
    const { user } = await open();
    for (let n = 1; n <= 5; n++) {
      await user.click(screen.getAllByRole('radio')[0]!);
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.getByRole('group', { name: 'Has Maria Lopez ever used other names?' })).toBeInTheDocument();
  });

  it('skips a question whose askIf condition is not met', () => {
    const all = visibleQuestions({});
    expect(all).toHaveLength(QUESTIONNAIRE.filter((q) => !q.askIf).length);
    for (const q of QUESTIONNAIRE.filter((x) => x.askIf)) {
      expect(visibleQuestions({ [q.askIf!.key]: q.askIf!.in[0]! }).map((x) => x.key)).toContain(q.key);
    }
  });
});
