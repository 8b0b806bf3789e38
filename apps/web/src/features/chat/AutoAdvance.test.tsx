import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoAdvance } from './AutoAdvance.tsx';
import type { Question } from '@i129f/petition/engine/types.ts';
import { ChatInput } from './ChatInput.tsx';

afterEach(() => vi.useRealTimers());

describe('AutoAdvance (WCAG 2.2.1: no timer that cannot be paused)', () => {
  it('moves on after 5 seconds when nothing is focused inside', () => {
    vi.useFakeTimers();
    const onGo = vi.fn();
    // The answer was given with the mouse: the focus is put on the notice, and the move goes on.
    fireEvent.pointerDown(document.body);
    render(<AutoAdvance nextTitle="Eligibility Check" onGo={onGo} />);
    expect(screen.getByRole('button', { name: 'Go to next section' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveAttribute('data-paused', 'false');
    act(() => vi.advanceTimersByTime(4900));
    expect(onGo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onGo).toHaveBeenCalledTimes(1);
  });

  it('pauses while the keyboard focus is inside the notice and starts again when it leaves', () => {
    vi.useFakeTimers();
    const onGo = vi.fn();
    fireEvent.pointerDown(document.body);
    render(<AutoAdvance nextTitle="Eligibility Check" onGo={onGo} />);
    // Put there after a mouse answer: the move goes on until the keyboard comes back to it.
    act(() => screen.getByRole('button', { name: 'Go to next section' }).blur());
    expect(screen.getByRole('status')).toHaveAttribute('data-paused', 'false');
    act(() => screen.getByRole('button', { name: 'Go to next section' }).focus());
    expect(screen.getByRole('status')).toHaveAttribute('data-paused', 'true');
    expect(screen.getByText('The move is paused while you are here.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onGo).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Go to next section' }).blur());
    expect(screen.getByRole('status')).toHaveAttribute('data-paused', 'false');
    act(() => vi.advanceTimersByTime(5100));
    expect(onGo).toHaveBeenCalledTimes(1);
  });

  it("'Stay here' stops the move and hands the focus to 'Go to next section'", () => {
    vi.useFakeTimers();
    const onGo = vi.fn();
    render(<AutoAdvance nextTitle="Eligibility Check" onGo={onGo} />);
    const stay = screen.getByRole('button', { name: 'Stay here' });
    act(() => stay.focus());
    fireEvent.click(stay);
    expect(screen.queryByRole('button', { name: 'Stay here' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to next section' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onGo).not.toHaveBeenCalled();
    expect(screen.getByText('You can go on to “Eligibility Check” when you are ready.')).toBeInTheDocument();
  });
});

describe('AutoAdvance takes the focus when the answer left it nowhere (issue 21.2)', () => {
  it('after a key: the focus is on Go to next section, described by the notice, and the move waits', () => {
    vi.useFakeTimers();
    const onGo = vi.fn();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    render(<AutoAdvance nextTitle="Eligibility Check" onGo={onGo} />);
    const go = screen.getByRole('button', { name: 'Go to next section' });
    expect(go).toHaveFocus();
    expect(go).toHaveAccessibleDescription(/^You will be moved to “Eligibility Check” in 5 seconds\.\s*The move is paused while you are here\.$/);
    expect(screen.getByRole('status')).toHaveAttribute('data-paused', 'true');
    act(() => vi.advanceTimersByTime(60_000));
    expect(onGo).not.toHaveBeenCalled();
    fireEvent.click(go);
    expect(onGo).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus where the user put it (outside the chat input)', () => {
    vi.useFakeTimers();
    const onGo = vi.fn();
    const { rerender } = render(<button type="button">Section list</button>);
    act(() => screen.getByRole('button', { name: 'Section list' }).focus());
    rerender(
      <>
        <button type="button">Section list</button>
        <AutoAdvance nextTitle="Eligibility Check" onGo={onGo} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Section list' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveAttribute('data-paused', 'false');
  });

  it('a section that asked nothing: no automatic move and no Stay here, the focus on Go to next section', () => {
    vi.useFakeTimers();
    const onGo = vi.fn();
    fireEvent.pointerDown(document.body);
    render(<AutoAdvance nextTitle="Petitioner's Employment" onGo={onGo} auto={false} />);
    const go = screen.getByRole('button', { name: 'Go to next section' });
    expect(go).toHaveFocus();
    expect(go).toHaveAccessibleDescription('This section asks you nothing: your earlier answers already completed it. Go on to “Petitioner\'s Employment” when you are ready.');
    expect(screen.queryByRole('button', { name: 'Stay here' })).toBeNull();
    expect(screen.getByRole('status')).toHaveAttribute('data-auto', 'false');
    act(() => vi.advanceTimersByTime(60_000));
    expect(onGo).not.toHaveBeenCalled();
  });
});

describe('ChatInput error tie', () => {
  const question = { sectionId: 1, stepId: 's', key: 'pet.birthDate', prompt: 'When were you born?', input: 'date', fieldNames: [] } satisfies Question;

  it('marks the field invalid and described by the refusal, and not without one', () => {
    const { rerender } = render(
      <>
        <p id="refusal">Please enter a valid date.</p>
        <ChatInput question={question} busy={false} errorId="refusal" onSubmit={() => undefined} />
      </>,
    );
    const field = screen.getByLabelText('Your answer');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid date.');
    rerender(
      <>
        <p id="refusal">Please enter a valid date.</p>
        <ChatInput question={question} busy={false} onSubmit={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText('Your answer')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Your answer')).not.toHaveAttribute('aria-describedby');
  });
});
