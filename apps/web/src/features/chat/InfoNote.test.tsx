import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoNote } from './InfoNote.tsx';
import { SyncNotice } from './SyncNotice.tsx';

describe('InfoNote', () => {
  it('shows its note on hover and on keyboard focus, hides it on leave, blur and Escape', () => {
    render(<InfoNote note="Usually the consulate where the beneficiary lives." />);
    const button = screen.getByRole('button', { name: 'More information' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(button).toHaveAccessibleDescription('Usually the consulate where the beneficiary lives.');
    expect(tip).not.toHaveClass('info-note__text--open');
    fireEvent.mouseEnter(button.parentElement!);
    expect(tip).toHaveClass('info-note__text--open');
    fireEvent.mouseLeave(button.parentElement!);
    expect(tip).not.toHaveClass('info-note__text--open');
    fireEvent.focus(button);
    expect(tip).toHaveClass('info-note__text--open');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip).not.toHaveClass('info-note__text--open');
  });
});

describe('SyncNotice', () => {
  it('tells the client politely once the server has lacked their answers for more than a minute', () => {
    const { rerender } = render(<SyncNotice unsyncedSince={1_000} now={61_000} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<SyncNotice unsyncedSince={1_000} now={61_001} />);
    expect(screen.getByRole('status')).toHaveTextContent('have not reached our server yet');
    rerender(<SyncNotice unsyncedSince={null} now={999_999} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
