import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { buildApp } from '../src/app.ts';
import { currentVersion, loadChatState, readAnswerHistory, saveChatState } from '../src/chat-state/repo.ts';
import { splitLegacyChatStates } from '../src/chat-state/split-legacy.ts';
import { chatSectionAad, chatStateAad } from '../src/chat-state/row-aad.ts';
import { attachKeyring, keyringOf } from '../src/crypto/db-keyring.ts';
import { DataDecryptError, openText, sealText } from '../src/crypto/seal.ts';
import type { Db } from '../src/db/schema.ts';
import { addUser, buildTestApp, type TestApp } from './helpers.ts';

/**
 * The petition in rows (issue 19, chat-state/repo.ts): head + sealed section rows + answer history, the cache, and the
 * split of petitions saved whole before. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let db: Db;
const raw = () => db as unknown as Kysely<any>;
let n = 0;
const newUser = async () => (await addUser(t, `rows${(n += 1)}@example.com`)).id;
/** Another handle on the same database: its own cache, as another server instance has. */
const otherHandle = (): Db => {
  const other = db.withoutPlugins();
  attachKeyring(other, keyringOf(db));
  return other;
};
const sectionRows = async (userId: string) =>
  (await raw().selectFrom('chat_sections').select(['section_id', 'version', 'body']).where('user_id', '=', userId).orderBy('section_id').execute()).map((r) => ({
    id: Number(r.section_id),
    version: Number(r.version),
    body: r.body as string,
  }));
const openHead = async (userId: string) => {
  const row = await raw().selectFrom('chat_states').select('state').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return JSON.parse(openText(keyringOf(db), row.state as string, chatStateAad(userId))) as Record<string, unknown>;
};

/** How a petition was written before issue 19 (the code of chat-state/repo.ts then): the whole state, sealed, sections inline. */
async function saveWholeAsBefore(userId: string, state: unknown, version: number): Promise<void> {
  const text = sealText(keyringOf(db), JSON.stringify(state), `chat_states\u0000${userId}`);
  await raw().insertInto('chat_states').values({ user_id: userId, state: text, version, updated_at: 1 }).execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.deps.db;
});
afterAll(() => t.close());

describe('a petition in rows', () => {
  it('an interview state is a head without sections and one sealed row per section; it loads back equal', async () => {
    const userId = await newUser();
    const state = runScript(interview, K1_COUPLE);
    expect(await saveChatState(db, { userId, state, expected: 0, now: 5 })).toEqual({ ok: true, version: 1 });
    const head = await openHead(userId);
    expect(head).not.toHaveProperty('sections');
    expect(head.answers).toEqual(state.answers);
    const rows = await sectionRows(userId);
    expect(rows.map((r) => r.id)).toEqual(Object.keys(state.sections).map(Number).sort((a, b) => a - b));
    for (const r of rows) {
      expect(r.body).toMatch(/^v1:/);
      expect(JSON.parse(openText(keyringOf(db), r.body, chatSectionAad(userId, r.id)))).toEqual(state.sections[String(r.id)]);
    }
    expect(await loadChatState(otherHandle(), userId)).toEqual({ state, version: 1 });
    expect(await loadChatState(db, userId)).toEqual({ state, version: 1 });
  });

  it('a save writes only the sections that changed, adds new ones and deletes those no longer there', async () => {
    const userId = await newUser();
    const v1 = { answers: {}, sections: { '0': { a: 1 }, '1': { b: 1 }, '2': { c: 1 } } };
    await saveChatState(db, { userId, state: v1, expected: 0, now: 1 });
    const before = await sectionRows(userId);
    const v2 = { answers: {}, sections: { '0': { a: 1 }, '1': { b: 2 }, '5': { e: 1 } } };
    expect(await saveChatState(db, { userId, state: v2, expected: 1, now: 2 })).toEqual({ ok: true, version: 2 });
    const after = await sectionRows(userId);
    expect(after.map((r) => [r.id, r.version])).toEqual([
      [0, 1],
      [1, 2],
      [5, 2],
    ]);
    // The unchanged section's row was not rewritten (same sealed text, same IV).
    expect(after[0]!.body).toBe(before[0]!.body);
    expect((await loadChatState(otherHandle(), userId))?.state).toEqual(v2);
    // A document without sections any more keeps no rows.
    await saveChatState(db, { userId, state: { answers: {} }, expected: 2, now: 3 });
    expect(await sectionRows(userId)).toEqual([]);
    expect((await loadChatState(otherHandle(), userId))?.state).toEqual({ answers: {} });
  });

  it('records one history row per changed answer (questionnaire answers as q.<key>) with who and when; reads it back opened', async () => {
    const userId = await newUser();
    const staff = await newUser();
    await saveChatState(db, { userId, state: { answers: { a: '1', b: '2' }, questionnaire: { method: 'birth' } }, expected: 0, now: 10 });
    await saveChatState(db, { userId, state: { answers: { a: '1', b: '3', c: '4' }, questionnaire: {} }, expected: 1, now: 20, actorId: staff });
    // Nothing changed among the answers: no rows for that version.
    await saveChatState(db, { userId, state: { answers: { a: '1', b: '3', c: '4' }, questionnaire: {}, timeSpent: { x: 1 } }, expected: 2, now: 30 });
    expect(await readAnswerHistory(db, userId)).toEqual([
      { version: 1, key: 'a', oldValue: null, newValue: '1', actorId: userId, at: 10 },
      { version: 1, key: 'b', oldValue: null, newValue: '2', actorId: userId, at: 10 },
      { version: 1, key: 'q.method', oldValue: null, newValue: 'birth', actorId: userId, at: 10 },
      { version: 2, key: 'b', oldValue: '2', newValue: '3', actorId: staff, at: 20 },
      { version: 2, key: 'c', oldValue: null, newValue: '4', actorId: staff, at: 20 },
      { version: 2, key: 'q.method', oldValue: 'birth', newValue: null, actorId: staff, at: 20 },
    ]);
    expect((await readAnswerHistory(db, userId, { afterVersion: 1, limit: 2 })).map((h) => h.key)).toEqual(['b', 'c']);
    expect(await currentVersion(db, userId)).toBe(3);
    expect(await currentVersion(db, 'nobody')).toBe(0);
    // The values are sealed, bound to their row and side.
    const rows = await raw().selectFrom('answer_history').select(['old_value', 'new_value']).where('user_id', '=', userId).execute();
    for (const r of rows) for (const v of [r.old_value, r.new_value]) if (v !== null) expect(v).toMatch(/^v1:/);
  });

  it('compare-and-set: a stale version writes no head, section or history row and answers the stored petition', async () => {
    const userId = await newUser();
    const first = { answers: { a: '1' }, sections: { '1': { x: 1 } } };
    await saveChatState(db, { userId, state: first, expected: 0, now: 1 });
    const stale = await saveChatState(db, { userId, state: { answers: { a: '2' }, sections: { '1': { x: 2 } } }, expected: 0, now: 2 });
    expect(stale).toEqual({ ok: false, current: { state: first, version: 1 } });
    const wrong = await saveChatState(db, { userId, state: { answers: { a: '3' } }, expected: 5, now: 3 });
    expect(wrong).toEqual({ ok: false, current: { state: first, version: 1 } });
    expect((await readAnswerHistory(db, userId)).map((h) => [h.version, h.newValue])).toEqual([[1, '1']]);
    expect((await sectionRows(userId)).map((r) => [r.id, r.version])).toEqual([[1, 1]]);
    expect(await loadChatState(otherHandle(), userId)).toEqual({ state: first, version: 1 });
  });

  it('round-trips any JSON exactly, with or without sections', async () => {
    const shapes: unknown[] = [
      { answers: { 'pet.ssn': '123-45-6789' } },
      { answers: {}, sections: {} },
      { sections: { intro: { a: 1 } }, answers: {} },
      { sections: null },
      [1, { sections: { '1': 2 } }],
      'text',
      null,
    ];
    for (const state of shapes) {
      const userId = await newUser();
      await saveChatState(db, { userId, state, expected: 0, now: 1 });
      expect(await loadChatState(otherHandle(), userId), JSON.stringify(state)).toEqual({ state, version: 1 });
      expect(await loadChatState(db, userId)).toEqual({ state, version: 1 });
    }
  });
});

describe('the cache of assembled petitions', () => {
  it('sees a write made through another handle (another instance); a stale save then fails with that write', async () => {
    const userId = await newUser();
    const other = otherHandle();
    await saveChatState(db, { userId, state: { answers: { a: '1' } }, expected: 0, now: 1 });
    expect((await loadChatState(db, userId))?.state).toEqual({ answers: { a: '1' } });
    await saveChatState(other, { userId, state: { answers: { a: '2' } }, expected: 1, now: 2 });
    expect(await loadChatState(db, userId)).toEqual({ state: { answers: { a: '2' } }, version: 2 });
    const mine = await saveChatState(other, { userId, state: { answers: { a: '3' } }, expected: 2, now: 3 });
    expect(mine.ok).toBe(true);
    const stale = await saveChatState(db, { userId, state: { answers: { a: '4' } }, expected: 2, now: 4 });
    expect(stale).toEqual({ ok: false, current: { state: { answers: { a: '3' } }, version: 3 } });
  });

  it('answers from the cache while the head is unchanged: a damaged section row is not read again', async () => {
    const userId = await newUser();
    const state = { answers: {}, sections: { '2': { log: ['hello'] } } };
    await saveChatState(db, { userId, state, expected: 0, now: 1 });
    await raw().updateTable('chat_sections').set({ body: sealText(keyringOf(db), '{"log":["other"]}', chatSectionAad('someone-else', 2)) }).where('user_id', '=', userId).execute();
    expect((await loadChatState(db, userId))?.state).toEqual(state);
    // A handle without the entry reads the rows: the moved value does not open.
    await expect(loadChatState(otherHandle(), userId)).rejects.toBeInstanceOf(DataDecryptError);
  });

  it('misses when the head was rewritten at the same version (a value copied from another row)', async () => {
    const a = await newUser();
    const b = await newUser();
    await saveChatState(db, { userId: a, state: { answers: { a: 'A' } }, expected: 0, now: 1 });
    await saveChatState(db, { userId: b, state: { answers: { b: 'B' } }, expected: 0, now: 1 });
    expect((await loadChatState(db, b))?.state).toEqual({ answers: { b: 'B' } });
    const head = await raw().selectFrom('chat_states').select('state').where('user_id', '=', a).executeTakeFirstOrThrow();
    await raw().updateTable('chat_states').set({ state: head.state }).where('user_id', '=', b).execute();
    await expect(loadChatState(db, b)).rejects.toBeInstanceOf(DataDecryptError);
    await raw().deleteFrom('chat_states').where('user_id', '=', b).execute();
  });
});

describe('a save after a read from the cache', () => {
  it('shared: the cached document itself, frozen; by default a copy the caller may change', async () => {
    const userId = await newUser();
    await saveChatState(db, { userId, state: { answers: { a: '1' }, sections: { '1': { log: ['x'] } } }, expected: 0, now: 1 });
    const shared = await loadChatState(db, userId, { shared: true });
    expect(Object.isFrozen((shared!.state as { sections: Record<string, object> }).sections['1'])).toBe(true);
    expect(await loadChatState(db, userId, { shared: true })).toEqual(shared);
    const copy = (await loadChatState(db, userId))!.state as { answers: Record<string, string> };
    copy.answers.a = 'changed';
    expect((await loadChatState(db, userId))!.state).toEqual({ answers: { a: '1' }, sections: { '1': { log: ['x'] } } });
  });

  it('still writes every section the rows lack when the head was rewritten at the same version (re-sealed, rows changed by hand)', async () => {
    const userId = await newUser();
    const kept = { log: ['two'] };
    const first = { answers: { a: '1' }, sections: { '1': { log: ['one'] }, '2': kept } };
    await saveChatState(db, { userId, state: first, expected: 0, now: 1, shared: true });
    // By hand: section 2's row removed and the head sealed again (a new IV), the version unchanged.
    await raw().deleteFrom('chat_sections').where('user_id', '=', userId).where('section_id', '=', 2).execute();
    const resealed = sealText(keyringOf(db), JSON.stringify(await openHead(userId)), chatStateAad(userId));
    await raw().updateTable('chat_states').set({ state: resealed }).where('user_id', '=', userId).execute();
    const next = { answers: { a: '2' }, sections: { '1': { log: ['one', 'more'] }, '2': kept } };
    expect(await saveChatState(db, { userId, state: next, expected: 1, now: 2, previous: first, shared: true })).toEqual({ ok: true, version: 2 });
    expect((await sectionRows(userId)).map((r) => [r.id, r.version])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(await loadChatState(otherHandle(), userId)).toEqual({ state: next, version: 2 });
  });
});

describe('petitions saved whole before the split', () => {
  const legacy = { answers: { 'pet.ssn': '123-45-6789' }, questionnaire: { method: 'birth' }, sections: { '0': { log: ['a'] }, '7': { log: ['b'] } } };

  it('are read as they are, and the first save writes every section as a row', async () => {
    const userId = await newUser();
    await saveWholeAsBefore(userId, legacy, 4);
    expect(await loadChatState(db, userId)).toEqual({ state: legacy, version: 4 });
    const next = { ...legacy, answers: { 'pet.ssn': '123-45-6780' } };
    expect(await saveChatState(db, { userId, state: next, expected: 4, now: 9 })).toEqual({ ok: true, version: 5 });
    expect((await sectionRows(userId)).map((r) => [r.id, r.version])).toEqual([
      [0, 5],
      [7, 5],
    ]);
    expect(await loadChatState(otherHandle(), userId)).toEqual({ state: next, version: 5 });
    expect((await readAnswerHistory(db, userId)).map((h) => [h.version, h.key, h.oldValue, h.newValue])).toEqual([[5, 'pet.ssn', '123-45-6789', '123-45-6780']]);
  });

  it('splitLegacyChatStates rewrites sealed and plain whole rows as head + sections: same version, no history, equal on load', async () => {
    const sealedUser = await newUser();
    const plainUser = await newUser();
    const plain = { answers: { 'pet.ssn': '999-99-9999' }, sections: { '3': { log: ['plain'] } } };
    await saveWholeAsBefore(sealedUser, legacy, 2);
    // Written before encryption: plain JSON (as encryption-at-rest.test.ts does).
    await raw().insertInto('chat_states').values({ user_id: plainUser, state: JSON.stringify(plain), version: 6, updated_at: 1 }).execute();
    expect((await loadChatState(db, plainUser))?.state).toEqual(plain);

    const report = await splitLegacyChatStates(db, { batchSize: 2 });
    expect(report.split).toBe(2);
    expect(report.unreadable).toBe(0);
    expect((await sectionRows(sealedUser)).map((r) => [r.id, r.version])).toEqual([
      [0, 2],
      [7, 2],
    ]);
    expect((await sectionRows(plainUser)).map((r) => [r.id, r.version])).toEqual([[3, 6]]);
    for (const u of [sealedUser, plainUser]) {
      expect(await openHead(u)).not.toHaveProperty('sections');
      expect(await readAnswerHistory(db, u)).toEqual([]);
    }
    const row = await raw().selectFrom('chat_states').select('state').where('user_id', '=', plainUser).executeTakeFirstOrThrow();
    expect(row.state).toMatch(/^v1:/);
    expect(row.state).not.toContain('999-99-9999');
    expect(await loadChatState(otherHandle(), sealedUser)).toEqual({ state: legacy, version: 2 });
    expect(await loadChatState(otherHandle(), plainUser)).toEqual({ state: plain, version: 6 });
    expect(await loadChatState(db, plainUser)).toEqual({ state: plain, version: 6 });
    expect((await splitLegacyChatStates(db)).split).toBe(0);
  });

  it('are split when the app starts on the database', async () => {
    const userId = await newUser();
    await saveWholeAsBefore(userId, legacy, 1);
    const schema = t.app.deps.dialect === 'postgres' ? ((await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s ?? undefined) : undefined;
    const again = await buildApp({
      logger: false,
      now: t.clock.now,
      db: { db, dialect: t.app.deps.dialect, schema },
      config: { dataDir: t.dataDir, webDist: path.join(t.dataDir, 'no-web-dist'), smtpUrl: undefined, publicUrl: 'http://app.test' },
    });
    await again.close();
    expect((await sectionRows(userId)).map((r) => r.id)).toEqual([0, 7]);
    expect(await loadChatState(otherHandle(), userId)).toEqual({ state: legacy, version: 1 });
  });
});
