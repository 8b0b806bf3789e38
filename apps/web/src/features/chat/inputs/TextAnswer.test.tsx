import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '@i129f/petition/engine/types.ts';
import { setLanguage } from '../../../i18n/i18n.ts';
import { TextAnswer } from './TextAnswer.tsx';

const question = (suggestion?: string): Question => ({
  sectionId: 16,
  stepId: 'street',
  key: 'ben.address.1.street',
  prompt: 'What is the street number and name?',
  input: 'text',
  fieldNames: [],
  ...(suggestion ? { suggestion } : {}),
});

afterEach(async () => {
  await setLanguage('en', false);
});

describe('TextAnswer: the Latin version of a native-alphabet answer (issue 24)', () => {
  it('offers the suggestion as a button that sends it, in the reader’s language', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<TextAnswer question={question('ul. Lenina 10')} value="" onChange={() => undefined} onSubmit={onSubmit} disabled={false} inputId="t" />);
    await user.click(screen.getByRole('button', { name: 'Use “ul. Lenina 10”' }));
    expect(onSubmit).toHaveBeenCalledWith('ul. Lenina 10');
    await setLanguage('es', false);
    rerender(<TextAnswer question={question('ul. Lenina 10')} value="" onChange={() => undefined} onSubmit={onSubmit} disabled={false} inputId="t" />);
    expect(await screen.findByRole('button', { name: 'Usar «ul. Lenina 10»' })).toBeDefined();
  });

  it('shows no button without a suggestion, and none while busy can send', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<TextAnswer question={question()} value="" onChange={() => undefined} onSubmit={onSubmit} disabled={false} inputId="t" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<TextAnswer question={question('Olga')} value="" onChange={() => undefined} onSubmit={onSubmit} disabled inputId="t" />);
    expect((screen.getByRole('button', { name: 'Use “Olga”' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
