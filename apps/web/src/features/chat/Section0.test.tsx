import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateAppState } from '../../state/appState.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { openChat } from './testing.tsx';

afterEach(() => stopChatSession());

describe('section 0 (auto-extracted values)', () => {
  it("shifts the numbers by one, offers 'Accept All' and 'Type in manually' with Apply / Cancel", async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
    updateAppState({ passedAutoExtractedStep: true, autoExtractedUserInfo: { petCityTownVillageBirth: 'Bostn', petCountryBirth: 'USA' } });
    await openChat('/section/0');
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
  });

  it("processing that extracted nothing: /section/0 shows the red 'No values were extracted from the provided documents.' and leads on (AX-17)", async () => {
    updateAppState({ passedAutoExtractedStep: false, autoExtractedUserInfo: {} });
    await openChat('/section/0');
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-Approve Auto-Extracted Fields' })).toBeInTheDocument();
    const message = screen.getByText('No values were extracted from the provided documents.');
    expect(message.closest('.message')).toHaveClass('message--red');
    expect(screen.queryByText('There is no such section.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue with “Preliminary Information”' })).toHaveAttribute('href', '/section/1');
    // Not listed: section 0 belongs to the list only when values were extracted.
    expect(within(screen.getByRole('navigation', { name: 'Interview sections' })).queryByText(/Pre-Approve/)).toBeNull();
  });

  it('a late upload after section 1 was started opens section 0 with the values, section 1 keeps its answers (issue 14, bug 3)', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
    updateAppState({ passedAutoExtractedStep: false, autoExtractedUserInfo: {} });
    const { unmount } = await openChat('/section/1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your answer'), 'john@example.com{Enter}');
    unmount();
    // Back on the documents page, passports attached, Next Step: values extracted, then /section/0.
    updateAppState({ passedAutoExtractedStep: true, autoExtractedUserInfo: { petBirthDate: '07/04/1985' } });
    renderRoute('/section/0');
    expect(await screen.findByText(/^John's date of birth: "07\/04\/1985"\. Is this correct\?/)).toBeInTheDocument();
    expect(screen.queryByText('There is no such section.')).toBeNull();
    expect(screen.queryByText('No values were extracted from the provided documents.')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    const state = chatStore.get().state!;
    expect(state.answers).toMatchObject({ 'pet.birthDate': '07/04/1985', 'pet.email': 'john@example.com' });
    expect(state.sections['0']?.completed).toBe(true);
  });
});
