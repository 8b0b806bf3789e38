import { afterEach, describe, expect, it } from 'vitest';
import { ENGINE_TEXTS } from '@i129f/petition/engine/localize.ts';
import { K1 } from '@i129f/petition/questionnaire/questions.ts';
import { logOut } from '../../session/logOut.ts';
import { appStateStore, updateAppState } from '../../state/appState.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { petitionAfterSetup, petitionServer, withAnswers } from '../../test/petitionServer.ts';
import { CLIENT, signIn } from '../../test/renderRoute.tsx';
import { dispatchChat, noteJourney, startChatSession, stopChatSession } from './chatSession.ts';
import { chatStore, emptyRecord } from './chatStore.ts';
import { flushChatSaves } from './flushChatSaves.ts';

const EMAIL = CLIENT.email;
const NATURALIZED = [
  { type: 'questionnaire', key: 'citizenshipMethod', value: 'Naturalization' },
  { type: 'questionnaire', key: 'classificationBeneficiary', value: K1 },
] as const;
/** Section 4 up to the SSN: certificate, A-Number A012345678, certificate number, place and date, 'has an SSN'. */
const SECTION4 = ['Yes', 'A012345678', '31234567', 'Chicago, IL', '06/15/2012', 'Yes'];

/** A signed-in client whose petition the server holds; the session has read it. */
async function session(server: ReturnType<typeof petitionServer>, ...handlers: Parameters<typeof mockFetch>) {
  signIn();
  chatStore.set(emptyRecord(EMAIL));
  const fetch = mockFetch(...handlers, server.handler);
  await startChatSession(EMAIL);
  return fetch;
}

afterEach(() => stopChatSession());

describe('dispatchChat', () => {
  it('an edit carries the value the page showed as `expected`; the server applies it', async () => {
    const server = petitionServer({ state: withAnswers(petitionAfterSetup(), 1, ['john@example.com']), version: 2 });
    await session(server);
    expect(dispatchChat({ type: 'edit', sectionId: 1, key: 'pet.email', input: 'new@example.com' }).error).toBeUndefined();
    expect(chatStore.get().state?.answers['pet.email']).toBe('new@example.com');
    expect(chatStore.get().pending).toEqual([expect.objectContaining({ type: 'edit', key: 'pet.email', input: 'new@example.com', expected: 'john@example.com' })]);
    await flushChatSaves();
    expect(server.requests).toEqual([{ version: 2, changes: [expect.objectContaining({ type: 'edit', sectionId: 1, key: 'pet.email', input: 'new@example.com', expected: 'john@example.com' })] }]);
    expect(server.state?.answers['pet.email']).toBe('new@example.com');
    expect(chatStore.get()).toMatchObject({ version: 3, pending: [], conflicts: [] });
  });

  it('a questionnaire change that would clear chat answers asks for consent and changes nothing until it is given', async () => {
    const server = petitionServer({ state: withAnswers(petitionAfterSetup([...NATURALIZED]), 4, [...SECTION4, '123-45-6789']), version: 4 });
    await session(server);
    const before = chatStore.get().state;
    const change = { type: 'questionnaire', key: 'citizenshipMethod', value: 'Birth in the United States' } as const;
    const asked = dispatchChat(change);
    expect(asked.consent).toEqual(['pet.aNumber', 'pet.certificate.date', 'pet.certificate.has', 'pet.certificate.number', 'pet.certificate.place']);
    expect(chatStore.get().state).toBe(before);
    expect(chatStore.get().pending).toEqual([]);
    await flushChatSaves();
    expect(server.requests).toEqual([]);

    const agreed = dispatchChat({ ...change, clear: asked.consent });
    expect(agreed.consent).toBeUndefined();
    const state = chatStore.get().state!;
    expect(state.questionnaire.citizenshipMethod).toBe('Birth in the United States');
    expect(state.answers['pet.certificate.number']).toBeUndefined();
    expect(state.answers['pet.ssn']).toBe('123456789');
    await flushChatSaves();
    expect(server.changes()).toEqual([expect.objectContaining({ ...change, clear: asked.consent })]);
    expect(server.state?.questionnaire.citizenshipMethod).toBe('Birth in the United States');
    expect(appStateStore.get().questionnaire.citizenshipMethod).toBe('Birth in the United States');
  });

  it('while the firm’s approval locks the petition an answer is refused (not applied, not sent); where the client is still is', async () => {
    const lock = { since: Date.UTC(2026, 10, 2), by: 'Laura Lee Law' };
    const server = petitionServer({ state: withAnswers(petitionAfterSetup(), 1, []), version: 5, locked: lock });
    await session(server);
    expect(chatStore.get().locked).toEqual(lock);
    const before = chatStore.get().state;
    expect(dispatchChat({ type: 'submit', sectionId: 1, key: 'pet.email', input: 'john@example.com' }).error).toBe(ENGINE_TEXTS.locked);
    expect(dispatchChat({ type: 'questionnaire', key: 'petitionerOtherNames', value: 'No' }).error).toBe(ENGINE_TEXTS.locked);
    expect(chatStore.get().state).toBe(before);
    expect(chatStore.get().pending).toEqual([]);
    noteJourney('/section/1');
    await flushChatSaves();
    expect(server.changes()).toEqual([expect.objectContaining({ type: 'journey', page: '/section/1' })]);
    expect(server.state?.journey?.last).toBe('/section/1');
    expect(server.state?.answers['pet.email']).toBeUndefined();
  });

  it('refuses every change before the petition was read', () => {
    signIn();
    chatStore.set(emptyRecord(EMAIL));
    expect(dispatchChat({ type: 'journey', page: '/setup' }).error).toBe(ENGINE_TEXTS.notLoaded);
    expect(chatStore.get().pending).toEqual([]);
  });
});

describe('the petition stays out of local storage (issue 19)', () => {
  it('no SSN, A-Number or passport number in any key or value after a session read them and the client answered the SSN', async () => {
    const petition = withAnswers(petitionAfterSetup([...NATURALIZED, { type: 'extracted', passed: true, info: { benPassportNumber: 'AB1234567' } }]), 4, SECTION4);
    expect(petition.answers['pet.aNumber']).toBe('012345678');
    expect(petition.extracted['ben.document.number']?.value).toBe('AB1234567');
    const server = petitionServer({ state: petition, version: 3 });
    await session(server);
    noteJourney('/section/4');
    expect(dispatchChat({ type: 'submit', sectionId: 4, key: 'pet.ssn', input: '123-45-6789' }).error).toBeUndefined();
    // The page's copies follow the petition (and the app state is written to local storage on each change).
    updateAppState({ currentProgressBarStep: 3, timeSpent: { Chat4: 12 } });
    await flushChatSaves();
    expect(server.state?.answers['pet.ssn']).toBe('123456789');
    expect(chatStore.get().state?.answers['pet.ssn']).toBe('123456789');
    const stored = Object.entries({ ...localStorage }).map(([k, v]) => `${k}=${v}`);
    expect(stored.length).toBeGreaterThan(0); // the session and the app state are there
    for (const secret of ['123456789', '123-45-6789', '012345678', 'A012345678', 'AB1234567']) {
      expect(stored.filter((entry) => entry.includes(secret))).toEqual([]);
    }
  });
});

describe('pages that need what is pending on the server', () => {
  it('flushChatSaves sends an answer given a moment ago before it resolves (the packet and Generate wait for it)', async () => {
    const server = petitionServer({ state: withAnswers(petitionAfterSetup(), 1, []), version: 1 });
    await session(server);
    await flushChatSaves(); // nothing pending: nothing sent
    expect(server.requests).toEqual([]);
    expect(dispatchChat({ type: 'submit', sectionId: 1, key: 'pet.email', input: 'john@example.com' }).error).toBeUndefined();
    await flushChatSaves();
    expect(server.changes()).toEqual([expect.objectContaining({ type: 'submit', key: 'pet.email', input: 'john@example.com' })]);
    expect(server.state?.answers['pet.email']).toBe('john@example.com');
    expect(chatStore.get()).toMatchObject({ dirty: false, pending: [] });
  });

  it('Log Out sends what is pending first, then forgets the petition', async () => {
    const server = petitionServer({ state: withAnswers(petitionAfterSetup(), 1, []), version: 1 });
    const { calls } = await session(server, on('POST', '/logout', { body: {} }));
    dispatchChat({ type: 'submit', sectionId: 1, key: 'pet.email', input: 'john@example.com' });
    await logOut();
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.url.replace(/^.*\/api/, ''));
    expect(posts).toEqual([`/petition/changes/${encodeURIComponent(EMAIL)}`, '/logout']);
    expect(server.state?.answers['pet.email']).toBe('john@example.com');
    expect(chatStore.get().state).toBeNull();
    expect(appStateStore.get().benPetNames.petitionerFirstName).toBe('');
  });

  it("the app state's copies (names, questionnaire, required documents) follow the petition read from the server", async () => {
    updateAppState({ requiredDocuments: [6, 25, 14], questionnaire: { citizenshipMethod: 'Naturalization' } });
    const petition = petitionAfterSetup([{ type: 'questionnaire', key: 'petitionerOtherNames', value: 'Yes' }]);
    await session(petitionServer({ state: petition, version: 2 }));
    const app = appStateStore.get();
    expect(app.requiredDocuments).toEqual(petition.requiredDocuments);
    expect(app.requiredDocuments).not.toContain(14);
    expect(app.questionnaire).toEqual({ petitionerOtherNames: 'Yes' });
    expect(app.benPetNames.beneficiaryLastName).toBe('Lopez');
  });
});
