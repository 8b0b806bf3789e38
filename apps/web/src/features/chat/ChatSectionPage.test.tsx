import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { dispatchChat } from '../interview-state/chatSession.ts';
import { appStateStore } from '../../state/appState.ts';
import { petitionAfterSetup, withAnswers } from '../../test/petitionServer.ts';
import { advance, openChat, reducedMotion } from './testing.tsx';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';

const log = () => screen.getByRole('log');
const lastMessage = () => {
  const items = log().querySelectorAll('.message__text');
  return items[items.length - 1]?.textContent ?? '';
};

afterEach(() => {
  stopChatSession();
  vi.useRealTimers();
});

describe('chat layout', () => {
  it('shows the section list, the progress circle, Contact support and the first question', async () => {
    await openChat();
    expect(screen.getByRole('heading', { name: 'I-129F Process Application' })).toBeInTheDocument();
    expect(screen.getByText('Nearly there! Once you completed all the sections your lawyer will review your application.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    const nav = screen.getByRole('navigation', { name: 'Interview sections' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('1. Preliminary Information');
    expect(within(nav).getByText(/Eligibility Check/).closest('[aria-disabled="true"]')).not.toBeNull();
    expect(within(nav).getByText(/Eligibility Check/).textContent).toContain('(locked)');
    expect(screen.getByRole('heading', { level: 1, name: 'Preliminary Information' })).toBeInTheDocument();
    // Names from setup are known: the first question is the email.
    expect(lastMessage()).toBe('What is your email address, for example name@example.com? USCIS may write to it (Part 5, item 3).');
  });

  it('a locked section cannot be answered when its address is typed', async () => {
    await openChat('/section/3');
    expect(screen.getByText('This section opens once the section before it is complete.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('answering', () => {
  it('Enter sends, Shift+Enter makes a new line; Send is disabled when the input is empty or blank', async () => {
    await openChat();
    const input = screen.getByLabelText('Your answer');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    // Enter on a blank answer gets the engine's reason (VAL-20), not silence; the question stays.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(log()).findByText('Input cannot be empty. Please check your input and try again.')).toBeInTheDocument();
    expect(chatStore.get().state?.answers['pet.email']).toBeUndefined();
    // The question is asked again (a second later); then typing enables Send.
    await waitFor(() => expect(screen.getByLabelText('Your answer')).toBeEnabled(), { timeout: 3000 });
    fireEvent.change(input, { target: { value: 'john@' } });
    expect(send).toBeEnabled();
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(within(log()).queryByText('john@')).toBeNull();
    fireEvent.change(input, { target: { value: 'john@example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(log()).getByText('john@example.com')).toBeInTheDocument();
    expect(chatStore.get().state?.answers['pet.email']).toBe('john@example.com');
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
  });

  it('a new assistant message appears after 1 second (fake timers), the typed answer at once', async () => {
    await openChat();
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const input = screen.getByLabelText('Your answer');
    fireEvent.change(input, { target: { value: 'john@example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(log()).getByText('john@example.com')).toBeInTheDocument();
    expect(within(log()).queryByText('What is your mobile phone number, for example 312-555-0123?')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await advance(999);
    expect(within(log()).queryByText('What is your mobile phone number, for example 312-555-0123?')).toBeNull();
    await advance(1);
    expect(within(log()).getByText('What is your mobile phone number, for example 312-555-0123?')).toBeInTheDocument();
  });

  it('skips the delay when the user prefers reduced motion', async () => {
    reducedMotion();
    await openChat();
    const input = screen.getByLabelText('Your answer');
    fireEvent.change(input, { target: { value: 'john@example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(log()).findByText('What is your mobile phone number, for example 312-555-0123?', {}, { timeout: 200 })).toBeInTheDocument();
  });

  it('yes/no cards are a radio group and disable the text input; a refused answer is a red message with an icon', async () => {
    reducedMotion();
    await openChat();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your answer'), 'abc{Enter}');
    const error = await within(log()).findByText(/valid email/i);
    expect(error.closest('.message')).toHaveClass('message--red');
    expect(error.closest('.message')?.textContent).toContain('Error:');
    await user.type(screen.getByLabelText('Your answer'), 'john@example.com{Enter}');
    await user.type(await screen.findByLabelText('Your answer'), '+1 (555) 123-4567{Enter}');
    const group = await screen.findByRole('group', { name: /landline/ });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['Yes', 'No']);
    expect(screen.getByLabelText('Your answer')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    // Keyboard: Tab reaches the group, Enter on a card sends that card.
    within(group).getByLabelText('No').focus();
    await user.keyboard('{Enter}');
    expect(chatStore.get().state?.answers['pet.hasLandline']).toBe('No');
  });
});

describe('editing', () => {
  it("'Edit Response' replaces an answer with OK, keeps it with Cancel", async () => {
    reducedMotion();
    await openChat();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your answer'), 'john@example.com{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Edit Response' }));
    const field = screen.getByLabelText('Edit your answer');
    await user.clear(field);
    await user.type(field, 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(chatStore.get().state?.answers['pet.email']).toBe('john@example.com');
    await user.click(screen.getByRole('button', { name: 'Edit Response' }));
    await user.clear(screen.getByLabelText('Edit your answer'));
    await user.type(screen.getByLabelText('Edit your answer'), 'other@example.com');
    expect(screen.queryByText("This action will cause this section's progress to reset. All progress will be lost.")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(chatStore.get().state?.answers['pet.email']).toBe('other@example.com');
    expect(within(log()).getByText('other@example.com')).toBeInTheDocument();
  });

  it("a branching edit reads 'Reset Section' with the warning and restarts the section; the header reset does too", async () => {
    reducedMotion();
    await openChat();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your answer'), 'john@example.com{Enter}');
    await user.type(await screen.findByLabelText('Your answer'), '+1 (555) 123-4567{Enter}');
    await user.click(await screen.findByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const noBubble = within(log()).getAllByText('No').at(-1)!;
    await user.click(within(noBubble.closest('.message') as HTMLElement).getByRole('button', { name: 'Edit Response' }));
    const field = screen.getByLabelText('Edit your answer');
    expect(within(field).getAllByRole('option').map((o) => o.textContent)).toEqual(['Yes', 'No']);
    await user.selectOptions(field, 'Yes');
    expect(screen.getByRole('alert')).toHaveTextContent("This action will cause this section's progress to reset. All progress will be lost.");
    await user.click(screen.getByRole('button', { name: 'Reset Section' }));
    expect(chatStore.get().state?.answers['pet.email']).toBeUndefined();
    await waitFor(() => expect(lastMessage()).toBe('What is your email address, for example name@example.com? USCIS may write to it (Part 5, item 3).'));

    await user.type(screen.getByLabelText('Your answer'), 'john@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Reset section' }));
    expect(screen.getByText("This action will cause this section's progress to reset. All progress will be lost.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Section' }));
    expect(chatStore.get().state?.answers['pet.email']).toBeUndefined();
    expect(chatStore.get().state?.sections['1']?.log).toEqual([]);
  });
});

describe('completion', () => {
  async function finishSection1() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Your answer'), 'john@example.com{Enter}');
    await user.type(await screen.findByLabelText('Your answer'), '+1 (555) 123-4567{Enter}');
    await user.click(await screen.findByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    return user;
  }

  it('shows the green message, announces the move and goes to the next section after 5 seconds', async () => {
    reducedMotion();
    const { router, server } = await openChat();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await finishSection1();
    const done = within(log()).getByText('Thank you! You can now move forward to the next section.');
    expect(done.closest('.message')).toHaveClass('message--green');
    expect(screen.getByText('You will be moved to “Eligibility Check” in 5 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    // Answered with the mouse: the focus is on the move on (not the page body), and the move goes on.
    expect(screen.getByRole('button', { name: 'Go to next section' })).toHaveFocus();
    expect(document.querySelector('.auto-advance')).toHaveAttribute('data-paused', 'false');
    // The server has the completed section.
    await waitFor(() => expect(server.state?.sections['1']?.completed).toBe(true));
    expect(server.state?.answers['pet.hasLandline']).toBe('No');
    await advance(4900);
    expect(router.state.location.pathname).toBe('/section/1');
    await advance(200);
    expect(router.state.location.pathname).toBe('/section/2');
  });

  it("'Stay here' stops the move", async () => {
    reducedMotion();
    const { router } = await openChat();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = await finishSection1();
    await user.click(screen.getByRole('button', { name: 'Stay here' }));
    await advance(6000);
    expect(router.state.location.pathname).toBe('/section/1');
    expect(screen.getByRole('button', { name: 'Go to next section' })).toBeInTheDocument();
  });

  it('finished with the keyboard: the focus goes to Go to next section, never the page body, and the move waits for it (issue 21.2)', async () => {
    reducedMotion();
    const { router } = await openChat();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Your answer'), 'john@example.com{Enter}');
    await user.type(await screen.findByLabelText('Your answer'), '+1 (555) 123-4567{Enter}');
    for (const key of ['pet.hasLandline', 'ben.otherNames.has']) {
      await waitFor(() => expect(document.querySelector('.chat-input')).toHaveAttribute('data-question-key', key));
      // The new question put the keyboard on its first card: the arrow picks 'No', Send is reached and pressed.
      await waitFor(() => expect(document.activeElement).toHaveAttribute('type', 'radio'));
      await user.click(screen.getByLabelText('No'));
      act(() => screen.getByRole('button', { name: 'Send' }).focus());
      await user.keyboard('{Enter}');
    }
    const go = await screen.findByRole('button', { name: 'Go to next section' });
    await waitFor(() => expect(go).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
    expect(document.querySelector('.auto-advance')).toHaveAttribute('data-paused', 'true');
    await advance(60_000);
    expect(router.state.location.pathname).toBe('/section/1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/section/2'));
  });

  it('a red end (not a U.S. citizen) puts the focus on its message, not the page body (issue 21.2)', async () => {
    reducedMotion();
    const before2 = { ...K1_COUPLE, sections: Object.fromEntries(Object.entries(K1_COUPLE.sections).filter(([id]) => Number(id) < 2)) };
    await openChat('/section/2', { state: runScript(interview, before2) });
    const user = userEvent.setup();
    await waitFor(() => expect(document.querySelector('.chat-input')).toHaveAttribute('data-question-key', 'elig.citizen'));
    await user.click(screen.getByLabelText('No'));
    act(() => screen.getByRole('button', { name: 'Send' }).focus());
    await user.keyboard('{Enter}');
    const end = await screen.findByText('You must be a citizen of the United States to file a fiance(e) visa petition');
    await waitFor(() => expect(end.closest('.message')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Go to next section' })).toBeNull();
  });

  it('a completed section opened later shows Send disabled and no automatic move', async () => {
    reducedMotion();
    await openChat('/section/1', { state: withAnswers(petitionAfterSetup(), 1, ['john@example.com', '+1 555 123 4567', 'No', 'No']) });
    expect(within(log()).getByText('Thank you! You can now move forward to the next section.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByText(/You will be moved to/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stay here' })).toBeNull();
  });
});

describe('a section the questionnaire already answered (issue 9)', () => {
  it('completes on entry with the questionnaire answer shown and offers the move on', async () => {
    reducedMotion();
    const before12 = { ...K1_COUPLE, sections: Object.fromEntries(Object.entries(K1_COUPLE.sections).filter(([id]) => Number(id) < 12)) };
    const { server } = await openChat('/section/12', { state: runScript(interview, before12) });
    expect(await screen.findByText(/In the questionnaire you answered whether you have children under 18: No/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Go to next section' }, { timeout: 5000 })).toBeInTheDocument();
    expect(interview.isSectionComplete(chatStore.get().state!, 12)).toBe(true);
    await waitFor(() => expect(server.state?.sections['12']?.completed).toBe(true));
  });

  it('does not move on by itself: the focus is on Go to next section, described by the notice (issue 21.2)', async () => {
    reducedMotion();
    const before12 = { ...K1_COUPLE, sections: Object.fromEntries(Object.entries(K1_COUPLE.sections).filter(([id]) => Number(id) < 12)) };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await openChat('/section/12', { state: runScript(interview, before12) });
    const go = await screen.findByRole('button', { name: 'Go to next section' }, { timeout: 5000 });
    await waitFor(() => expect(go).toHaveFocus());
    expect(go).toHaveAccessibleDescription(/^This section asks you nothing: your earlier answers already completed it\. Go on to “.+” when you are ready\.$/);
    expect(screen.queryByRole('button', { name: 'Stay here' })).toBeNull();
    expect(screen.queryByText(/You will be moved to/)).toBeNull();
    await advance(60_000);
    expect(router.state.location.pathname).toBe('/section/12');
    fireEvent.click(go);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/section/12'));
  });
});

describe('a chat answer that contradicts the questionnaire (issue 9)', () => {
  it("a U.S. current address after 'not in the United States': the user keeps the address and the questionnaire follows", async () => {
    reducedMotion();
    const before16 = { ...K1_COUPLE, sections: Object.fromEntries(Object.entries(K1_COUPLE.sections).filter(([id]) => Number(id) < 16)) };
    let s = runScript(interview, before16);
    s = interview.startSection(s, 16).state;
    for (const input of ['N/A', 'No', '07/08/1995', 'Female', 'Kazan', 'Russia', 'Russia', '111 Main Plaza', 'Apartment', '4', 'San Antonio']) s = interview.submitAnswer(s, 16, input).state;
    const { server } = await openChat('/section/16', { state: s });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your answer', {}, { timeout: 5000 }), 'USA{Enter}');
    const keep = await screen.findByRole('button', { name: /The address is right/ }, { timeout: 5000 });
    expect(screen.getByText(/In the questionnaire you answered that the beneficiary is not in the United States/)).toBeInTheDocument();
    expect(chatStore.get().state?.answers['ben.address.1.country']).toBeUndefined();
    fireEvent.click(keep);
    await waitFor(() => expect(chatStore.get().state?.answers['ben.address.1.country']).toBe('USA'));
    expect(appStateStore.get().questionnaire.beneficiaryInUS).toBe('Yes');
    expect(chatStore.get().state?.questionnaire.beneficiaryInUS).toBe('Yes');
    expect(interview.currentQuestion(chatStore.get().state!, 16)?.stepId).toBe('state');
    expect(interview.validateState(chatStore.get().state!)).toEqual([]);
    // Both reach the server: the questionnaire answer, then the address's country.
    await waitFor(() => expect(server.state?.answers['ben.address.1.country']).toBe('USA'));
    expect(server.state?.questionnaire.beneficiaryInUS).toBe('Yes');
  });
});

describe('later changes in setup', () => {
  it('a name corrected in setup after the chat started reaches the chat answers, as a change the server applies', async () => {
    reducedMotion();
    const { router, server } = await openChat();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your answer'), 'john@example.com{Enter}');
    await act(() => router.navigate('/setup'));
    // First and middle name kept, the last name corrected.
    await screen.findByText('Step 1 of 6');
    await user.keyboard('{Enter}{Enter}');
    const last = screen.getByLabelText('What is your last name?');
    expect(last).toHaveValue('Smith');
    await user.clear(last);
    await user.type(last, 'Smyth{Enter}');
    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
    expect(chatStore.get().state?.answers['pet.name.family']).toBe('Smyth');
    await waitFor(() => expect(server.state?.answers['pet.name.family']).toBe('Smyth'));
    expect(server.changes()).toContainEqual(expect.objectContaining({ type: 'names', names: { petitionerLastName: 'Smyth' } }));
    expect(server.state?.answers['pet.email']).toBe('john@example.com');
    expect(interview.validateState(server.state!)).toEqual([]);
    await act(() => router.navigate('/section/1'));
    expect(await within(await screen.findByRole('log')).findByText('john@example.com')).toBeInTheDocument();
    expect(appStateStore.get().benPetNames.petitionerLastName).toBe('Smyth');
  });
});

describe('an approved petition (issue 19.4)', () => {
  it('shows the answers read-only: no Edit Response, no answer input, and who approved it', async () => {
    reducedMotion();
    const lock = { since: new Date(2026, 10, 2).getTime(), by: 'Laura Lee Law' };
    const state = withAnswers(withAnswers(petitionAfterSetup(), 1, ['john@example.com', '+1 555 123 4567', 'No', 'No']), 2, []);
    const { server, router } = await openChat('/section/1', { state, locked: lock });
    expect(within(log()).getByText('john@example.com')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Laura Lee Law approved this petition on November 2, 2026. Your answers are read-only now');
    expect(screen.queryByRole('button', { name: 'Edit Response' })).toBeNull();
    expect(screen.queryByLabelText('Your answer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset section' })).toBeNull();
    // A section not finished yet: its question is shown, no input.
    await act(() => router.navigate('/section/2'));
    await screen.findByRole('heading', { level: 1, name: 'Eligibility Check' });
    expect(within(log()).getAllByText(/\?/).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Your answer')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Laura Lee Law approved this petition');
    // Where the client is still reaches the server; no answer changed.
    await waitFor(() => expect(server.state?.journey?.last).toBe('/section/2'));
    expect(server.state?.answers).toEqual(state.answers);
  });
});

describe('an answer another device changed first (issue 19.2)', () => {
  it('shows both values; choosing this device’s sends it again as an edit of the other value', async () => {
    reducedMotion();
    const { server } = await openChat('/section/1', { state: withAnswers(petitionAfterSetup(), 1, ['john@example.com', '+1 555 123 4567']), version: 2 });
    // Meanwhile, another device changed the email.
    server.state = withAnswers(petitionAfterSetup(), 1, ['work@example.com', '+1 555 123 4567']);
    server.version = 3;
    const user = userEvent.setup();
    await user.click(within(within(log()).getByText('john@example.com').closest('.message') as HTMLElement).getByRole('button', { name: 'Edit Response' }));
    await user.clear(screen.getByLabelText('Edit your answer'));
    await user.type(screen.getByLabelText('Edit your answer'), 'mine@example.com');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const notice = await screen.findByRole('group', { name: 'This answer was changed on another device' });
    expect(notice).toHaveTextContent('the other device saved “work@example.com”; this device had “mine@example.com”');
    // The page shows the other device's value until the client chooses.
    expect(chatStore.get().state?.answers['pet.email']).toBe('work@example.com');
    await user.click(within(notice).getByRole('button', { name: 'Use “mine@example.com”' }));
    await waitFor(() => expect(server.state?.answers['pet.email']).toBe('mine@example.com'));
    expect(server.changes().at(-1)).toMatchObject({ type: 'edit', key: 'pet.email', input: 'mine@example.com', expected: 'work@example.com' });
    expect(screen.queryByRole('group', { name: 'This answer was changed on another device' })).toBeNull();
  });

  it('the page takes the other device’s value while the edit form is open: OK is still a conflict, not a silent overwrite', async () => {
    reducedMotion();
    const { server } = await openChat('/section/1', { state: withAnswers(petitionAfterSetup(), 1, ['john@example.com', '+1 555 123 4567']), version: 2 });
    // The journey the page sent at opening has been answered: the page holds the server's version.
    await waitFor(() => expect(chatStore.get().version).toBe(server.version));
    const user = userEvent.setup();
    await user.click(within(within(log()).getByText('john@example.com').closest('.message') as HTMLElement).getByRole('button', { name: 'Edit Response' }));
    // Another device changes the email; the next save from this page (here its journey) brings that value back.
    server.state = withAnswers(petitionAfterSetup(), 1, ['work@example.com', '+1 555 123 4567']);
    server.version += 1;
    dispatchChat({ type: 'journey', page: '/section/2' });
    await waitFor(() => expect(chatStore.get().state?.answers['pet.email']).toBe('work@example.com'));
    await user.clear(screen.getByLabelText('Edit your answer'));
    await user.type(screen.getByLabelText('Edit your answer'), 'mine@example.com');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const notice = await screen.findByRole('group', { name: 'This answer was changed on another device' });
    expect(notice).toHaveTextContent('the other device saved “work@example.com”; this device had “mine@example.com”');
    expect(server.state?.answers['pet.email']).toBe('work@example.com');
    expect(server.changes().at(-1)).toMatchObject({ type: 'edit', key: 'pet.email', input: 'mine@example.com', expected: 'john@example.com' });
  });
});
