import { afterEach, describe, expect, it, vi } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import { createInterviewState, type InterviewState } from '@i129f/petition/engine/index.ts';
import { applySetupNames } from '@i129f/petition/setup/wizard.ts';
import { createStore } from '../../state/createStore.ts';
import type { ApiResult } from '../../api/client.ts';
import type { ChatStateApi } from './chatApi.ts';
import { emptyRecord, mergeTabRecords, type ChatRecord } from './chatStore.ts';
import { applyAction, replayOps, type ChatAction, type ChatOp } from './ops.ts';
import { createChatSync, SAVE_DEBOUNCE_MS } from './sync.ts';

const base = () =>
  applySetupNames(createInterviewState({ asOf: '06/01/2025' }), {
    petitionerFirstName: 'John',
    petitionerSecondName: 'Adam',
    petitionerLastName: 'Smith',
    beneficiarySecondName: 'Elena',
    beneficiaryFirstName: 'Maria',
    beneficiaryLastName: 'Lopez',
  });

/** Applies actions like dispatchChat does: the state and the pending operations. */
function run(state: InterviewState, actions: ChatAction[], seq0 = 0): { state: InterviewState; ops: ChatOp[] } {
  const ops: ChatOp[] = [];
  let s = state;
  actions.forEach((a, i) => {
    const r = applyAction(s, a);
    if (r.error) throw new Error(r.error);
    s = r.state;
    ops.push({ ...a, seq: seq0 + i + 1 } as ChatOp);
  });
  return { state: s, ops };
}

const submit = (key: string, input: string): ChatAction => ({ type: 'submit', sectionId: 1, key, input });
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });

describe('replayOps (409 merge)', () => {
  it('re-applies local answers the server lacks on top of the newer server state', () => {
    const started = run(base(), [{ type: 'start', sectionId: 1 }, submit('pet.email', 'john@example.com')]);
    // Device B went on from the same point: mobile phone answered and saved.
    const server = run(started.state, [submit('pet.mobile', '+1 555 123 4567')]).state;
    // Device A (this one) edited the email and answered the mobile question differently, then more.
    const local = run(started.state, [{ type: 'edit', sectionId: 1, key: 'pet.email', input: 'anna@example.com' }, submit('pet.mobile', '+1 555 000 1111'), submit('pet.hasLandline', 'No')], 10);
    const merged = replayOps(server, local.ops);
    expect(merged.answers['pet.email']).toBe('anna@example.com');
    expect(merged.answers['pet.mobile']).toBe(server.answers['pet.mobile']);
    expect(merged.answers['pet.hasLandline']).toBe('No');
    expect(interview.validateState(merged)).toEqual([]);
  });

  it('skips inputs that no longer fit and keeps a server-only section', () => {
    const server = run(base(), [{ type: 'start', sectionId: 1 }, submit('pet.email', 'john@example.com')]).state;
    const merged = replayOps(server, [{ seq: 1, type: 'submit', sectionId: 1, key: 'pet.landline', input: '555' }]);
    expect(merged.answers['pet.landline']).toBeUndefined();
    expect(merged.answers['pet.email']).toBe('john@example.com');
  });
});

describe('mergeTabRecords (two tabs of one browser)', () => {
  it("replays this tab's operations the other tab's record has not seen, and nothing it has", () => {
    const common = run(base(), [{ type: 'start', sectionId: 1 }, submit('pet.email', 'john@example.com')]);
    const shared: ChatRecord = { ...emptyRecord('a@example.com'), state: common.state, version: 3, seq: 2, pending: [] };
    const withIds = (ops: ChatOp[], tag: string) => ops.map((op, i) => ({ ...op, id: `${tag}${i}` }));
    // Tab B edited the email; tab A answered the next question at the same time.
    const b = run(common.state, [{ type: 'edit', sectionId: 1, key: 'pet.email', input: 'b@example.com' }], 2);
    const a = run(common.state, [submit('pet.mobile', '+1 555 123 4567')], 2);
    const tabB: ChatRecord = { ...shared, state: b.state, pending: withIds(b.ops, 'b'), seq: 3, dirty: true };
    const tabA: ChatRecord = { ...shared, state: a.state, pending: withIds(a.ops, 'a'), seq: 3, dirty: true };
    const merged = mergeTabRecords(tabB, tabA);
    expect(merged.state?.answers).toMatchObject({ 'pet.email': 'b@example.com', 'pet.mobile': '+1 555 123 4567' });
    expect(merged.pending.map((op) => op.id)).toEqual(['b0', 'a0']);
    // Back in tab B: A's merged record holds everything B has, so it is taken as it is.
    expect(mergeTabRecords(merged, tabB)).toBe(merged);
    // Operations the server already acknowledged are not replayed again.
    expect(mergeTabRecords({ ...tabB, acked: ['a0'] }, tabA)).toEqual({ ...tabB, acked: ['a0'] });
  });
});

describe('createChatSync', () => {
  afterEach(() => vi.useRealTimers());

  function setup(save: ChatStateApi['save'], load: ChatStateApi['load'] = async () => ok({ state: null, version: 0 })) {
    const store = createStore<ChatRecord>(emptyRecord('a@example.com'));
    const flag = { value: null as string | null, get() { return this.value; }, set(v: string) { this.value = v; } };
    const sync = createChatSync({ email: 'a@example.com', store, api: { load, save }, flag, log: () => undefined, now: () => 1000 });
    const act = (actions: ChatAction[]) => {
      const rec = store.get();
      const r = run(rec.state ?? base(), actions, rec.seq);
      store.set({ ...rec, state: r.state, pending: [...rec.pending, ...r.ops], seq: rec.seq + r.ops.length, dirty: true, unsyncedSince: rec.unsyncedSince ?? 1000 });
      sync.changed();
    };
    return { store, sync, act, flag };
  }

  it('saves once, about a second after a burst of answers, and clears the acknowledged operations', async () => {
    vi.useFakeTimers();
    const save = vi.fn<ChatStateApi['save']>(async () => ok({ version: 1 }));
    const { store, act } = setup(save);
    act([{ type: 'start', sectionId: 1 }]);
    act([submit('pet.email', 'john@example.com')]);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 10);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[1].version).toBe(0);
    expect(store.get()).toMatchObject({ version: 1, pending: [], dirty: false, unsyncedSince: null });
  });

  it('on 409 loads the newer server state, replays the local answers and saves again with the server version', async () => {
    vi.useFakeTimers();
    const started = run(base(), [{ type: 'start', sectionId: 1 }, submit('pet.email', 'john@example.com')]).state;
    const other = run(started, [{ type: 'edit', sectionId: 1, key: 'pet.email', input: 'other@example.com' }]).state;
    const save = vi
      .fn<ChatStateApi['save']>()
      .mockResolvedValueOnce({ ok: false, status: 409, error: { error: 'Conflict', code: 'VERSION_CONFLICT', message: 'x', currentVersion: 5, state: other } as never })
      .mockResolvedValueOnce(ok({ version: 6 }));
    const { store, act } = setup(save);
    store.set({ ...store.get(), state: started, version: 4 });
    act([submit('pet.mobile', '+1 555 123 4567'), submit('pet.hasLandline', 'No')]);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10);
    expect(save).toHaveBeenCalledTimes(2);
    const second = save.mock.calls[1]?.[1] as { state: InterviewState; version: number };
    expect(second.version).toBe(5);
    expect(second.state.answers).toMatchObject({ 'pet.email': 'other@example.com', 'pet.mobile': '+1 555 123 4567', 'pet.hasLandline': 'No' });
    expect(store.get()).toMatchObject({ version: 6, pending: [], dirty: false });
  });

  it('retries failures with backoff and keeps the unsynced time for the notice', async () => {
    vi.useFakeTimers();
    const save = vi.fn<ChatStateApi['save']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: false, status: 500, error: null }).mockResolvedValue(ok({ version: 1 }));
    const { store, act } = setup(save);
    act([{ type: 'start', sectionId: 1 }]);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(store.get().unsyncedSince).toBe(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(store.get().unsyncedSince).toBeNull();
  });

  it("loads history once when the flag is unset or 'yes', adopts a newer server state and sets the flag to 'no'", async () => {
    const server = run(base(), [{ type: 'start', sectionId: 1 }, submit('pet.email', 'john@example.com')]).state;
    const load = vi.fn<ChatStateApi['load']>(async () => ok({ state: server, version: 3 }));
    const { store, sync, flag } = setup(vi.fn(), load);
    await sync.loadHistory();
    expect(store.get().state?.answers['pet.email']).toBe('john@example.com');
    expect(store.get().version).toBe(3);
    expect(flag.value).toBe('no');
    await sync.loadHistory();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a section completion saves at once and sets the history flag', async () => {
    const save = vi.fn<ChatStateApi['save']>(async () => ok({ version: 1 }));
    const { store, sync, flag } = setup(save);
    store.set({ ...store.get(), state: base() });
    await sync.saveNow();
    expect(save).toHaveBeenCalledTimes(1);
    expect(flag.value).toBe('yes');
  });
});

describe('repairState', () => {
  it('keeps a sound state and replays a refused one up to the first answer that no longer fits', async () => {
    const { repairState } = await import('./repair.ts');
    const good = run(base(), [{ type: 'start', sectionId: 1 }, submit('pet.email', 'john@example.com'), submit('pet.mobile', '+1 555 123 4567')]).state;
    expect(repairState(good)).toBe(good);
    const sec = good.sections['1']!;
    // An older engine accepted a mobile number the current one refuses.
    const bad: InterviewState = {
      ...good,
      answers: { ...good.answers, 'pet.mobile': 'call me' },
      sections: { ...good.sections, '1': { ...sec, log: sec.log.map((e) => (e.key === 'pet.mobile' ? { ...e, input: 'call me' } : e)) } },
    };
    expect(interview.validateState(bad).length).toBeGreaterThan(0);
    const fixed = repairState(bad);
    expect(interview.validateState(fixed)).toEqual([]);
    expect(fixed.answers['pet.email']).toBe('john@example.com');
    expect(fixed.answers['pet.mobile']).toBeUndefined();
    expect(interview.currentQuestion(fixed, 1)?.key).toBe('pet.mobile');
  });
});

describe('createChatSync on 400', () => {
  it('replays a refused state through the current sections once and saves it again', async () => {
    const good = run(base(), [{ type: 'start', sectionId: 1 }, submit('pet.email', 'john@example.com'), submit('pet.mobile', '+1 555 123 4567')]).state;
    const sec = good.sections['1']!;
    const bad: InterviewState = {
      ...good,
      answers: { ...good.answers, 'pet.mobile': 'call me' },
      sections: { ...good.sections, '1': { ...sec, log: sec.log.map((e) => (e.key === 'pet.mobile' ? { ...e, input: 'call me' } : e)) } },
    };
    const save = vi
      .fn<ChatStateApi['save']>()
      .mockResolvedValueOnce({ ok: false, status: 400, error: { error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'x' } })
      .mockResolvedValueOnce(ok({ version: 2 }));
    const store = createStore<ChatRecord>({ ...emptyRecord('a@example.com'), state: bad, version: 1, dirty: true, unsyncedSince: 5 });
    const sync = createChatSync({ email: 'a@example.com', store, api: { load: vi.fn(), save }, log: () => undefined });
    await sync.saveNow();
    expect(save).toHaveBeenCalledTimes(2);
    const second = save.mock.calls[1]?.[1] as unknown as { state: InterviewState };
    expect(interview.validateState(second.state)).toEqual([]);
    expect(store.get()).toMatchObject({ version: 2, dirty: false });
  });
});
