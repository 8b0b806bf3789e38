import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '@i129f/petition/engine/types.ts';
import { setLanguage } from '../../../i18n/i18n.ts';
import { DateAnswer } from './DateAnswer.tsx';
import { pickerBounds } from './dates.ts';

const question = (dateBounds?: Question['dateBounds']): Question => ({
  sectionId: 6,
  stepId: 'birthDate',
  key: 'pet.birthDate',
  prompt: 'When were you born?',
  input: 'date',
  fieldNames: [],
  ...(dateBounds ? { dateBounds } : {}),
});

function Harness({ q, onSubmit = () => undefined }: { q: Question; onSubmit?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DateAnswer question={q} value={value} onChange={setValue} onSubmit={() => onSubmit(value)} disabled={false} inputId="d" />
      <output data-testid="value">{value}</output>
    </>
  );
}

/** Opens the calendar (its own chunk, issue 12.4) and waits until its dropdowns are there. */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, name: string | RegExp = 'Choose date') {
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findAllByRole('combobox');
  return dialog;
}

const years = () => within(screen.getByRole('dialog')).getAllByRole('combobox').map((s) => [...(s as HTMLSelectElement).options].map((o) => o.value));

describe('DateAnswer', () => {
  it('year list runs from 100 years ago to 12/31/2035 by default; a picked day is stored as MM/DD/YYYY', async () => {
    const user = userEvent.setup();
    render(<Harness q={question()} />);
    await openCalendar(user);
    const yearSelect = within(screen.getByRole('dialog')).getByRole('combobox', { name: /year/i }) as HTMLSelectElement;
    const values = [...yearSelect.options].map((o) => Number(o.value));
    expect(values[0]).toBe(new Date().getFullYear() - 100);
    expect(values.at(-1)).toBe(2035);
    fireEvent.change(yearSelect, { target: { value: '2030' } });
    const monthSelect = within(screen.getByRole('dialog')).getByRole('combobox', { name: /month/i }) as HTMLSelectElement;
    fireEvent.change(monthSelect, { target: { value: '2' } });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^5 March 2030/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('03/05/2030');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByPlaceholderText('MM/DD/YYYY')).toHaveFocus();
  });

  it("uses the question's bounds (a passport expiry may go past 2035) and disables days outside them", async () => {
    const user = userEvent.setup();
    render(<Harness q={question({ min: '06/15/2020', max: '06/30/2045' })} />);
    await openCalendar(user);
    const [, yearValues] = years();
    expect(yearValues?.[0]).toBe('2020');
    expect(yearValues?.at(-1)).toBe('2045');
    const yearSelect = within(screen.getByRole('dialog')).getByRole('combobox', { name: /year/i });
    fireEvent.change(yearSelect, { target: { value: '2045' } });
    fireEvent.change(within(screen.getByRole('dialog')).getByRole('combobox', { name: /month/i }), { target: { value: '5' } });
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: /^30 June 2045/ })).toBeEnabled();
    const after = within(screen.getByRole('dialog')).queryByRole('button', { name: /^1 July 2045/ });
    expect(after === null || after.hasAttribute('disabled')).toBe(true);
  });

  it('typing a date is allowed and Enter sends it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness q={question()} onSubmit={onSubmit} />);
    await user.type(screen.getByPlaceholderText('MM/DD/YYYY'), '01/15/1990{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('01/15/1990');
  });

  it('pickerBounds: defaults and question bounds', () => {
    const b = pickerBounds(undefined, new Date(2025, 5, 1));
    expect(b.min).toEqual(new Date(1925, 0, 1));
    expect(b.max).toEqual(new Date(2035, 11, 31));
    expect(pickerBounds({ min: '01/01/2000', max: '12/31/2040' }).max).toEqual(new Date(2040, 11, 31));
  });
});

describe('DateAnswer in Spanish', () => {
  afterEach(() => setLanguage('en', false));

  it('shows the placeholder, the calendar and the day names in Spanish; the picked day is still stored as MM/DD/YYYY', async () => {
    await setLanguage('es', false);
    const user = userEvent.setup();
    render(<Harness q={question()} />);
    const field = screen.getByPlaceholderText('MM/DD/AAAA');
    const dialog = await openCalendar(user, 'Elegir fecha');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /año/i }), { target: { value: '2030' } });
    const month = within(dialog).getByRole('combobox', { name: /mes/i }) as HTMLSelectElement;
    fireEvent.change(month, { target: { value: '2' } });
    expect(month.selectedOptions[0]?.textContent).toMatch(/^mar/i);
    await user.click(within(dialog).getByRole('button', { name: '5 de marzo de 2030, martes' }));
    expect(screen.getByTestId('value')).toHaveTextContent('03/05/2030');
    expect(field).toHaveFocus();
  });
});
