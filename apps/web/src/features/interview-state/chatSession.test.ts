import { afterEach, describe, expect, it } from 'vitest';
import { logOut } from '../../session/logOut.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { signIn } from '../../test/renderRoute.tsx';
import { interview } from '@i129f/petition/interview.ts';
import { appStateStore, initialAppState, updateAppState } from '../../state/appState.ts';
import { initialInterviewState } from './initialState.ts';
import { dispatchChat, startChatSession, stopChatSession } from './chatSession.ts';
import { CHAT_KEY, chatStore, emptyRecord } from './chatStore.ts';
import { FIELD_NAMES_KEY } from './fieldMirror.ts';
import { flushChatSaves } from './flushChatSaves.ts';
import { HISTORY_FLAG_KEY } from './sync.ts';

afterEach(() => stopChatSession());

describe('chat session', () => {
  it('keeps the interview and the official field map in local storage, and Log Out clears them', async () => {
    signIn();
    chatStore.set(emptyRecord('john@example.com'));
    updateAppState({ benPetNames: { petitionerFirstName: 'John', petitionerSecondName: 'Adam', petitionerLastName: 'Smith', beneficiaryFirstName: 'Maria', beneficiarySecondName: 'Elena', beneficiaryLastName: 'Lopez' } });
    mockFetch(on('GET', /chat-state/, { body: { state: null, version: 0 } }));
    await startChatSession('john@example.com');
    expect(localStorage.getItem(HISTORY_FLAG_KEY)).toBe('no');
    dispatchChat({ type: 'start', sectionId: 1 });
    expect(dispatchChat({ type: 'submit', sectionId: 1, key: 'pet.email', input: 'john@example.com' }).error).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(CHAT_KEY) ?? '{}').state.answers['pet.email']).toBe('john@example.com');
    await new Promise((r) => setTimeout(r, 350));
    const names = JSON.parse(localStorage.getItem(FIELD_NAMES_KEY) ?? '[]') as string[];
    const emailField = names.find((n) => n.includes('Pt5Line3_Email'));
    expect(emailField).toMatch(/^form1\[0\]\.#subform\[\d+\]\./);
    expect(localStorage.getItem(emailField!)).toBe('john@example.com');

    // Another tab of this browser wrote a newer record: this tab follows it.
    const other = JSON.parse(localStorage.getItem(CHAT_KEY)!);
    other.state.answers['pet.email'] = 'tab2@example.com';
    localStorage.setItem(CHAT_KEY, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: CHAT_KEY }));
    expect(chatStore.get().state?.answers['pet.email']).toBe('tab2@example.com');

    await logOut();
    expect(localStorage.getItem(CHAT_KEY)).toBeNull();
    expect(localStorage.getItem(emailField!)).toBeNull();
    expect(chatStore.get().state).toBeNull();
  });

  it('flushChatSaves sends an answer given a moment ago before it resolves (the packet and Generate wait for it)', async () => {
    signIn();
    chatStore.set(emptyRecord('john@example.com'));
    updateAppState({ benPetNames: { petitionerFirstName: 'John', petitionerSecondName: 'Adam', petitionerLastName: 'Smith', beneficiaryFirstName: 'Maria', beneficiarySecondName: 'Elena', beneficiaryLastName: 'Lopez' } });
    const { calls } = mockFetch(on('GET', /chat-state/, { body: { state: null, version: 0 } }), on('POST', /chat-state\/i29F\/save\//, { body: { version: 1 } }));
    await startChatSession('john@example.com');
    await flushChatSaves(); // nothing pending: no save
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    dispatchChat({ type: 'start', sectionId: 1 });
    expect(dispatchChat({ type: 'submit', sectionId: 1, key: 'pet.email', input: 'john@example.com' }).error).toBeUndefined();
    await flushChatSaves();
    const saves = calls.filter((c) => c.method === 'POST');
    expect(saves).toHaveLength(1);
    expect((saves[0]!.body as { state: { answers: Record<string, string> } }).state.answers['pet.email']).toBe('john@example.com');
    expect(chatStore.get().dirty).toBe(false);
    stopChatSession();
  });

  it('the required documents follow the loaded interview, not the list this browser kept (issue 14, bug 2)', async () => {
    signIn();
    chatStore.set(emptyRecord('john@example.com'));
    localStorage.removeItem(HISTORY_FLAG_KEY);
    let server = interview.startSection(initialInterviewState(initialAppState(), '06/01/2025'), 15).state;
    server = interview.submitAnswer(server, 15, 'Yes').state;
    // Saved by an older version with an accumulated list (a naturalization certificate no answer asks for).
    server = { ...server, requiredDocuments: [...server.requiredDocuments, 3] };
    updateAppState({ requiredDocuments: [6, 25, 3] });
    mockFetch(on('GET', /chat-state/, { body: { state: server, version: 4 } }));
    await startChatSession('john@example.com');
    expect(appStateStore.get().requiredDocuments).toEqual([27]);
  });
});
