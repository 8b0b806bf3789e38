import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appStateStore } from '../../state/appState.ts';
import { petitionAfterSetup } from '../../test/petitionServer.ts';
import { dispatchChat, stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { openChat, reducedMotion } from './testing.tsx';

afterEach(() => stopChatSession());

describe('section 0 (auto-extracted values)', () => {
  it("shifts the numbers by one, offers 'Accept All' and 'Type in manually' with Apply / Cancel", async () => {
    reducedMotion();
    // The documents page sent the values read from the passports.
    const { server } = await openChat('/section/0', { state: petitionAfterSetup([{ type: 'extracted', passed: true, info: { petCityTownVillageBirth: 'Bostn', petCountryBirth: 'USA' } }]) });
    expect(appStateStore.get().passedAutoExtractedStep).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Interview sections' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('1. Pre-Approve Auto-Extracted Fields');
    expect(within(nav).getByText(/Preliminary Information/).textContent).toContain('2. ');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Type in manually' }));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Type in manually' }));
    await user.type(screen.getByLabelText('Your answer'), 'Boston');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const state = () => chatStore.get().state!;
    const replaced = Object.entries(state().extracted).find(([, v]) => v.status === 'replaced');
    expect(replaced && state().answers[replaced[0]]).toBe('Boston');
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    expect(state().sections['0']?.completed).toBe(true);
    expect(await screen.findByText('You will be moved to “Preliminary Information” in 5 seconds.')).toBeInTheDocument();
    await waitFor(() => expect(server.state?.sections['0']?.completed).toBe(true));
    expect(Object.values(server.state!.answers)).toContain('Boston');
  });

  it("processing that extracted nothing: /section/0 shows the red 'No values were extracted from the provided documents.' and leads on (AX-17)", async () => {
    // The documents page: processed, nothing extracted.
    await openChat('/section/0', { state: petitionAfterSetup([{ type: 'extracted', passed: false, info: {} }]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-Approve Auto-Extracted Fields' })).toBeInTheDocument();
    const message = screen.getByText('No values were extracted from the provided documents.');
    expect(message.closest('.message')).toHaveClass('message--red');
    expect(screen.queryByText('There is no such section.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue with “Preliminary Information”' })).toHaveAttribute('href', '/section/1');
    // Not listed: section 0 belongs to the list only when values were extracted.
    expect(within(screen.getByRole('navigation', { name: 'Interview sections' })).queryByText(/Pre-Approve/)).toBeNull();
  });

  it('a late upload after section 1 was started opens section 0 with the values, section 1 keeps its answers (issue 14, bug 3)', async () => {
    reducedMotion();
    const { router, server } = await openChat('/section/1', { state: petitionAfterSetup([{ type: 'extracted', passed: false, info: {} }]) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your answer'), 'john@example.com{Enter}');
    // Back on the documents page, passports attached, Next Step: the values read go to the petition (as
    // DocumentListPage sends them), then /section/0.
    act(() => {
      const change = { type: 'extracted', passed: true, info: { petBirthDate: '07/04/1985' } } as const;
      const r = dispatchChat(change);
      if (r.consent) dispatchChat({ ...change, clear: r.consent });
    });
    await act(() => router.navigate('/section/0'));
    expect(await screen.findByText(/^John's date of birth: "07\/04\/1985"\. Is this correct\?/)).toBeInTheDocument();
    expect(screen.queryByText('There is no such section.')).toBeNull();
    expect(screen.queryByText('No values were extracted from the provided documents.')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    const state = chatStore.get().state!;
    expect(state.answers).toMatchObject({ 'pet.birthDate': '07/04/1985', 'pet.email': 'john@example.com' });
    expect(state.sections['0']?.completed).toBe(true);
    await waitFor(() => expect(server.state?.answers).toMatchObject({ 'pet.birthDate': '07/04/1985', 'pet.email': 'john@example.com' }));
  });
});
