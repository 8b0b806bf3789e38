import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PetitionLoadResponse } from '@i129f/petition/api/petition.ts';
import type { Change, Conflict, PetitionDoc } from '@i129f/petition/changes/types.ts';
import { interview } from '@i129f/petition/interview.ts';
import type { ApiResult } from '../../api/client.ts';
import { createStore } from '../../state/createStore.ts';
import { petitionAfterSetup, petitionWith, NAMES } from '../../test/petitionServer.ts';
import type { ChatStateApi } from './chatApi.ts';
import { emptyRecord, type ChatRecord } from './chatStore.ts';
import { applyAction, replayOps, type ChatOp } from './ops.ts';
import { createChatSync, type ChatSync } from './sync.ts';

const EMAIL = 'a@example.com';
const start: Change = { type: 'start', sectionId: 1 };
const submit = (key: string, input: string): Change => ({ type: 'submit', sectionId: 1, key, input });
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const loaded = (state: PetitionDoc | null, version: number, locked: PetitionLoadResponse['locked'] = null) => ok<PetitionLoadResponse>({ state, version, locked });

/** Applies changes as dispatchChat does: the state, and the operations kept until the server has them. */
function run(state: PetitionDoc, changes: Change[], seq0 = 0): { state: PetitionDoc; ops: ChatOp[] } {
  const ops: ChatOp[] = [];
  let s = state;
  changes.forEach((change, i) => {
    const r = applyAction(s, change);
    if (r.error || r.consent) throw new Error(r.error ?? 'consent');
    s = r.state;
    ops.push({ ...change, seq: seq0 + i + 1 });
  });
  return { state: s, ops };
}

describe('replayOps (the server sent a newer petition)', () => {
  it("applies this device's pending changes again on the server's petition; one that no longer applies is skipped", () => {
    const started = run(petitionAfterSetup(), [start, submit('pet.email', 'john@example.com')]).state;
    // Another device went on from the same point: answered the mobile phone.
    const server = run(started, [submit('pet.mobile', '+1 555 123 4567')]).state;
    // This device edited the email and answered the mobile question differently, then the landline.
    const local = run(started, [{ type: 'edit', sectionId: 1, key: 'pet.email', input: 'anna@example.com', expected: 'john@example.com' }, submit('pet.mobile', '+1 555 000 1111'), submit('pet.hasLandline', 'No')], 10);
    const merged = replayOps(server, local.ops);
    expect(merged.answers['pet.email']).toBe('anna@example.com');
    expect(merged.answers['pet.mobile']).toBe(server.answers['pet.mobile']);
    expect(merged.answers['pet.hasLandline']).toBe('No');
    expect(interview.validateState(merged)).toEqual([]);
  });

  it('skips an answer to a question the server is not asking, keeping the server answers', () => {
    const server = run(petitionAfterSetup(), [start, submit('pet.email', 'john@example.com')]).state;
    const merged = replayOps(server, [{ seq: 1, type: 'submit', sectionId: 1, key: 'pet.landline', input: '555' }]);
    expect(merged.answers['pet.landline']).toBeUndefined();
    expect(merged.answers['pet.email']).toBe('john@example.com');
  });
});

describe('createChatSync', () => {
  let sync: ChatSync | null = null;
  afterEach(() => {
    sync?.dispose();
    sync = null;
    vi.useRealTimers();
  });

  /** A page that read version 3 of the petition after setup; `make` is what dispatchChat does for a change. */
  function setup(api: Partial<ChatStateApi>, record: Partial<ChatRecord> = {}) {
    const store = createStore<ChatRecord>({ ...emptyRecord(EMAIL), loaded: true, state: petitionAfterSetup(), version: 3, ...record });
    const s = createChatSync({ email: EMAIL, store, api: { load: api.load ?? vi.fn(), send: api.send ?? vi.fn() }, log: () => undefined });
    sync = s;
    const make = (change: Change) => {
      const rec = store.get();
      const r = run(rec.state!, [{ ...change, id: `c${rec.seq + 1}` }], rec.seq);
      store.set({ ...rec, state: r.state, seq: rec.seq + 1, pending: [...rec.pending, ...r.ops], dirty: true, unsyncedSince: rec.unsyncedSince ?? 1000 });
      s.changed();
    };
    return { store, sync: s, make };
  }

  it('sends the pending changes as {version, changes}, without the device order, and forgets them once acknowledged', async () => {
    vi.useFakeTimers();
    const send = vi.fn<ChatStateApi['send']>(async () => ok({ version: 4, conflicts: [] }));
    const { store, make } = setup({ send });
    make(start);
    make(submit('pet.email', 'john@example.com'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toBe(EMAIL);
    expect(send.mock.calls[0]![1]).toEqual({
      version: 3,
      changes: [
        { type: 'start', sectionId: 1, id: 'c1' },
        { type: 'submit', sectionId: 1, key: 'pet.email', input: 'john@example.com', id: 'c2' },
      ],
    });
    expect(JSON.stringify(send.mock.calls[0]![1])).not.toContain('seq');
    expect(store.get()).toMatchObject({ version: 4, pending: [], dirty: false, unsyncedSince: null });
    expect(store.get().state?.answers['pet.email']).toBe('john@example.com');
  });

  it("takes the server's petition when it sends one and applies the changes still pending on it again", async () => {
    vi.useFakeTimers();
    let answerFirst: (r: Awaited<ReturnType<ChatStateApi['send']>>) => void = () => undefined;
    const send = vi
      .fn<ChatStateApi['send']>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValue(ok({ version: 6, conflicts: [] }));
    const { store, make } = setup({ send });
    make(start);
    make(submit('pet.email', 'john@example.com'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    // Made while the first request is on its way.
    make(submit('pet.mobile', '+1 555 123 4567'));
    // Another device answered a questionnaire question before: the server applied this device's changes on that.
    const server = petitionWith([{ type: 'names', names: NAMES }, { type: 'questionnaire', key: 'petitionerOtherNames', value: 'No' }, start, submit('pet.email', 'john@example.com')]);
    answerFirst(ok({ version: 5, state: server, conflicts: [] }));
    await vi.advanceTimersByTimeAsync(0);
    const rec = store.get();
    expect(rec.state?.questionnaire.petitionerOtherNames).toBe('No');
    expect(rec.state?.requiredDocuments).toEqual(server.requiredDocuments);
    expect(rec.state?.answers['pet.email']).toBe('john@example.com');
    expect(rec.state?.answers['pet.mobile']).toBe('+1 555 123 4567');
    // The change still pending went next, on the server's version.
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![1]).toEqual({ version: 5, changes: [{ type: 'submit', sectionId: 1, key: 'pet.mobile', input: '+1 555 123 4567', id: 'c3' }] });
    expect(rec).toMatchObject({ version: 6, pending: [], dirty: false });
  });

  it("keeps the conflicts the server reports for the client to choose, with the other device's value on the page", async () => {
    vi.useFakeTimers();
    const theirs = petitionWith([{ type: 'names', names: NAMES }, start, submit('pet.email', 'other@example.com')]);
    const conflict: Conflict = { index: 1, id: 'c2', sectionId: 1, key: 'pet.email', theirs: 'other@example.com', yours: 'john@example.com' };
    const earlier: Conflict = { index: 0, sectionId: 1, key: 'pet.mobile', theirs: null, yours: '+1 555 123 4567' };
    const send = vi.fn<ChatStateApi['send']>(async () => ok({ version: 4, state: theirs, conflicts: [conflict] }));
    const { store, make } = setup({ send }, { conflicts: [earlier] });
    make(start);
    make(submit('pet.email', 'john@example.com'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get().conflicts).toEqual([earlier, conflict]);
    expect(store.get().state?.answers['pet.email']).toBe('other@example.com');
    expect(store.get()).toMatchObject({ version: 4, pending: [] });
  });

  it.each([
    { status: 400, error: { error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'Invalid answers: pet.email', fields: [{ path: 'pet.email', message: 'Invalid email format.' }] }, refused: 'Invalid email format.' },
    { status: 409, error: { error: 'Conflict', code: 'PETITION_LOCKED', message: 'The petition was approved.' }, refused: 'The petition was approved.' },
  ])("a $status $error.code reloads the server's petition, drops what is pending and says why", async ({ status, error, refused }) => {
    vi.useFakeTimers();
    const server = petitionWith([{ type: 'names', names: NAMES }, start]);
    const lock = status === 409 ? { since: Date.UTC(2026, 10, 1), by: 'Laura Lee Law' } : null;
    const send = vi.fn<ChatStateApi['send']>(async () => ({ ok: false, status, error }));
    const load = vi.fn<ChatStateApi['load']>(async () => loaded(server, 7, lock));
    const { store, make } = setup({ send, load });
    make(start);
    make(submit('pet.email', 'john@example.com'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    const rec = store.get();
    expect(rec).toMatchObject({ version: 7, pending: [], dirty: false, unsyncedSince: null, refused, locked: lock });
    expect(rec.state?.answers['pet.email']).toBeUndefined();
    // Nothing is sent again.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure with backoff, keeping the pending changes and when the oldest was made', async () => {
    vi.useFakeTimers();
    const send = vi
      .fn<ChatStateApi['send']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: false, status: 503, error: null })
      .mockResolvedValue(ok({ version: 4, conflicts: [] }));
    const { store, make } = setup({ send });
    make(start);
    make(submit('pet.email', 'john@example.com'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ dirty: true, unsyncedSince: 1000, version: 3 });
    expect(store.get().pending.map((op) => op.id)).toEqual(['c1', 'c2']);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(store.get().pending).toHaveLength(2);
    // The second wait is twice as long.
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.map((c) => c[1].changes.map((ch) => ch.id))).toEqual([['c1', 'c2'], ['c1', 'c2'], ['c1', 'c2']]);
    expect(store.get()).toMatchObject({ version: 4, pending: [], dirty: false, unsyncedSince: null });
  });

  it("load takes the server's petition and its lock; changes made before it arrived are applied on it and sent", async () => {
    vi.useFakeTimers();
    const server = petitionWith([{ type: 'names', names: NAMES }, { type: 'questionnaire', key: 'petitionerOtherNames', value: 'No' }]);
    const lock = { since: Date.UTC(2026, 10, 1), by: 'Laura Lee Law' };
    const load = vi.fn<ChatStateApi['load']>(async () => loaded(server, 9, lock));
    const send = vi.fn<ChatStateApi['send']>(async () => ok({ version: 10, conflicts: [] }));
    const { store, sync: s } = setup({ load, send }, { loaded: false, version: 0, state: petitionAfterSetup(), pending: [{ type: 'journey', page: '/setup', id: 'j1', seq: 1 }], seq: 1 });
    await s.load();
    expect(store.get()).toMatchObject({ loaded: true, version: 9, locked: lock });
    expect(store.get().state?.questionnaire.petitionerOtherNames).toBe('No');
    expect(store.get().state?.journey?.last).toBe('/setup');
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls[0]![1]).toEqual({ version: 9, changes: [{ type: 'journey', page: '/setup', id: 'j1' }] });
  });
});
