import { afterEach, describe, expect, it } from 'vitest';
import { APP_STATE_KEY, appStateStore, reloadAppState } from '../../state/appState.ts';
import { mockFetch } from '../../test/fetchMock.ts';
import { NAMES, petitionAfterSetup, petitionServer, withAnswers } from '../../test/petitionServer.ts';
import { CLIENT, signIn } from '../../test/renderRoute.tsx';
import { startChatSession, stopChatSession } from './chatSession.ts';
import { chatStore, emptyRecord } from './chatStore.ts';
import { flushChatSaves } from './flushChatSaves.ts';

const EMAIL = CLIENT.email;
const FIELD = 'form1[0].#subform[4].Pt5Line3_Email[0]';
/** The keys a browser of the previous release wrote besides 'root'. */
const LEGACY_KEYS = ['i129fChat', 'i129fFieldNames', FIELD, 'i129fAdditionalInformation', 'i129fLetters', 'fetchHistory', 'citizenshipMethod', 'petitionerOtherNames'];

/** The server: setup done, 'other names: No', section 1's email answered; version 5. */
const serverPetition = () => withAnswers(petitionAfterSetup([{ type: 'questionnaire', key: 'petitionerOtherNames', value: 'No' }]), 1, ['john@example.com']);

/** What a browser of the previous release left: the interview record with unsaved operations, its field mirror, 'root' with the petition slices. */
function previousRelease(o: { email?: string; version: number }) {
  localStorage.setItem(
    'i129fChat',
    JSON.stringify({
      email: o.email ?? EMAIL,
      version: o.version,
      state: { answers: { 'pet.email': 'john@example.com', 'pet.ssn': '123456789' } },
      seq: 2,
      pending: [
        { seq: 1, type: 'submit', sectionId: 1, key: 'pet.mobile', input: '+1 555 123 4567' },
        { seq: 2, type: 'edit', sectionId: 1, key: 'pet.email', input: 'new@example.com' },
      ],
    }),
  );
  localStorage.setItem('i129fFieldNames', JSON.stringify([FIELD]));
  localStorage.setItem(FIELD, 'john@example.com');
  localStorage.setItem('i129fAdditionalInformation', '[{"part":"8","text":"personal"}]');
  localStorage.setItem('i129fLetters', '{"relationship":"personal"}');
  localStorage.setItem('fetchHistory', 'no');
  // Questionnaire answers the oldest release kept at the top level; the server has 'other names' already.
  localStorage.setItem('citizenshipMethod', 'Birth in the United States');
  localStorage.setItem('petitionerOtherNames', 'Yes');
  localStorage.setItem(
    APP_STATE_KEY,
    JSON.stringify({
      currentProgressBarStep: 3,
      currentStep: { Chat1: 2 },
      timeSpent: { Chat1: 40 },
      pageLeaveTimes: {},
      // The server has every name: a different one here is not sent.
      benPetNames: { ...NAMES, petitionerLastName: 'Smyth' },
      questionnaire: { petitionerMaritalStatus: 'Divorced' },
      requiredDocuments: [6, 25, 8],
      passedAutoExtractedStep: false,
      autoExtractedUserInfo: {},
    }),
  );
  // The page loads (the app state reads 'root').
  reloadAppState();
}

async function startWith(server: ReturnType<typeof petitionServer>) {
  signIn();
  chatStore.set(emptyRecord(EMAIL));
  mockFetch(server.handler);
  await startChatSession(EMAIL);
  await flushChatSaves();
}

function expectNoLegacyKeys() {
  for (const key of LEGACY_KEYS) expect(localStorage.getItem(key), key).toBeNull();
  expect(Object.keys(JSON.parse(localStorage.getItem(APP_STATE_KEY) ?? '{}')).sort()).toEqual(['currentProgressBarStep', 'currentStep', 'pageLeaveTimes', 'timeSpent']);
}

afterEach(() => stopChatSession());

describe("a previous release's local cache (issue 19.5)", () => {
  it('sends only what the server lacks (an edit expects the server value: same version), then removes every legacy key', async () => {
    previousRelease({ version: 5 });
    const server = petitionServer({ state: serverPetition(), version: 5 });
    await startWith(server);
    expect(server.changes()).toEqual([
      { type: 'questionnaire', key: 'petitionerMaritalStatus', value: 'Divorced', id: expect.any(String) },
      { type: 'questionnaire', key: 'citizenshipMethod', value: 'Birth in the United States', id: expect.any(String) },
      { type: 'submit', sectionId: 1, key: 'pet.mobile', input: '+1 555 123 4567', id: expect.any(String) },
      { type: 'edit', sectionId: 1, key: 'pet.email', input: 'new@example.com', expected: 'john@example.com', id: expect.any(String) },
    ]);
    expect(server.requests[0]?.version).toBe(5);
    expect(server.state?.answers).toMatchObject({ 'pet.email': 'new@example.com', 'pet.mobile': expect.any(String), 'pet.name.family': 'Smith' });
    expect(server.state?.questionnaire).toMatchObject({ petitionerOtherNames: 'No', petitionerMaritalStatus: 'Divorced', citizenshipMethod: 'Birth in the United States' });
    expect(chatStore.get()).toMatchObject({ pending: [], conflicts: [] });
    expectNoLegacyKeys();
    // The persisted slices of 'root' stay.
    expect(JSON.parse(localStorage.getItem(APP_STATE_KEY)!).timeSpent).toEqual({ Chat1: 40 });
    expect(appStateStore.get().benPetNames.petitionerLastName).toBe('Smith');
  });

  it('an edit made on an older version expects nothing: the server answers it as a conflict for the client to choose', async () => {
    previousRelease({ version: 4 });
    const server = petitionServer({ state: serverPetition(), version: 5 });
    await startWith(server);
    expect(server.changes().find((c) => c.type === 'edit')).toMatchObject({ key: 'pet.email', input: 'new@example.com', expected: null });
    expect(server.state?.answers['pet.email']).toBe('john@example.com');
    expect(chatStore.get().conflicts).toEqual([expect.objectContaining({ key: 'pet.email', theirs: 'john@example.com', yours: 'new@example.com' })]);
    expectNoLegacyKeys();
  });

  it("another user's cached interview is not sent, and is removed too", async () => {
    previousRelease({ email: 'someone.else@example.com', version: 5 });
    const server = petitionServer({ state: serverPetition(), version: 5 });
    await startWith(server);
    expect(server.changes().filter((c) => c.type === 'submit' || c.type === 'edit')).toEqual([]);
    expectNoLegacyKeys();
  });

  it("the oldest release's questionnaire answers at the top level are sent though 'root' holds no petition slices", async () => {
    localStorage.setItem('citizenshipMethod', 'Birth in the United States');
    localStorage.setItem(APP_STATE_KEY, JSON.stringify({ currentProgressBarStep: 1 }));
    reloadAppState();
    const server = petitionServer({ state: serverPetition(), version: 5 });
    await startWith(server);
    expect(server.changes()).toEqual([{ type: 'questionnaire', key: 'citizenshipMethod', value: 'Birth in the United States', id: expect.any(String) }]);
    expect(localStorage.getItem('citizenshipMethod')).toBeNull();
  });
});
