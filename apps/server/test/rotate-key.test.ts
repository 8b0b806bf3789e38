import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadChatState, readAnswerHistory, saveChatState } from '../src/chat-state/repo.ts';
import { main } from '../src/cli/rotate-key.ts';
import { attachKeyring, keyringOf } from '../src/crypto/db-keyring.ts';
import { Keyring, parseKeyring } from '../src/crypto/keyring.ts';
import { KEYS_FILE, readKeysFile } from '../src/crypto/load-keyring.ts';
import { resealAll } from '../src/crypto/reseal-all.ts';
import { sealedKeyId, sealText } from '../src/crypto/seal.ts';
import { createDbFileStore } from '../src/files/db-file-store.ts';
import { pdfMarkAad, readPdfMark, writePdfMark } from '../src/pdf-marks/pdf-marks-repo.ts';
import { addComment, listComments } from '../src/review/comments-repo.ts';
import { readMark, writeMark } from '../src/review/marks-repo.ts';
import { markAad } from '../src/review/review-tables.ts';
import type { Db } from '../src/db/schema.ts';
import { addUser, buildTestApp, PNG, type TestApp } from './helpers.ts';

const key = (id: string) => ({ id, key: crypto.randomBytes(32) });
const png = (tag: string) => Buffer.concat([PNG, Buffer.from(tag)]);
type Raw = Kysely<{
  files: { id: string; name: string; bytes: Uint8Array };
  chat_states: { user_id: string; state: string };
  chat_sections: { body: string };
  answer_history: { old_value: string | null; new_value: string | null };
}>;

/** The key ids the raw rows are sealed with (null: plain): files, petition heads, sections and answer history. */
const keyIdsInDb = async (db: Db) => {
  const raw = db as unknown as Raw;
  const files = await raw.selectFrom('files').select('bytes').execute();
  const states = await raw.selectFrom('chat_states').select('state').execute();
  const sections = await raw.selectFrom('chat_sections').select('body').execute();
  const history = (await raw.selectFrom('answer_history').select(['old_value', 'new_value']).execute()).flatMap((h) => [h.old_value, h.new_value]).filter((v) => v !== null);
  return [...files.map((f) => sealedKeyId(new Uint8Array(f.bytes))), ...[...states.map((s) => s.state), ...sections.map((s) => s.body), ...history].map((v) => sealedKeyId(v))];
};
const SECTIONED = (ssn: string) => ({ answers: { 'pet.ssn': ssn }, sections: { '0': { log: [ssn] }, '4': { log: ['y'] } } });

/** resealAll on the test database: SQLite, and PostgreSQL with DATABASE_URL. */
describe('re-sealing every row with a new key', () => {
  let t: TestApp;
  let db: Db;
  const old = key('old1');
  const fresh = key('new1');
  const userIds: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.deps.db;
    attachKeyring(db, new Keyring(old));
    const store = createDbFileStore(db, t.clock.now);
    for (let i = 0; i < 7; i += 1) {
      const u = await addUser(t, `rot${i}@example.com`);
      userIds.push(u.id);
      await saveChatState(db, { userId: u.id, state: { answers: { 'pet.ssn': `123-45-000${i}` } }, expected: 0, now: 1 });
      await store.put({ ownerId: u.id, documentId: 2, name: `scan-${i}.png`, mime: 'image/png', bytes: png(`file-${i}`) });
    }
    // The small sealed texts: a review comment, and a reviewer's snapshot and the answers at the last PDF as marks
    // from before migration 011 held them; marks since hold a version and nothing sealed (counted as current).
    const raw = db as unknown as Kysely<any>;
    const snapshot = JSON.stringify({ 'pet.ssn': '123-45-0000' });
    await addComment(db, { clientId: userIds[0]!, authorId: userIds[1]!, answerKey: 'pet.ssn', sectionId: 1, itemLabel: 'Item 1', body: 'Check 123-45-0000', now: 1 });
    await raw.insertInto('review_marks').values({ reviewer_id: userIds[1]!, client_id: userIds[0]!, reviewed_at: 1, snapshot: sealText(keyringOf(db), snapshot, markAad(userIds[1]!, userIds[0]!)) }).execute();
    await raw.insertInto('pdf_marks').values({ client_id: userIds[0]!, generated_at: 1, snapshot: sealText(keyringOf(db), snapshot, pdfMarkAad(userIds[0]!)) }).execute();
    await writeMark(db, { reviewerId: userIds[2]!, clientId: userIds[0]!, version: 1, now: 2 });
    await writePdfMark(db, { clientId: userIds[1]!, generatedAt: 2, version: 1 });
    // One row of each written before encryption.
    const legacy = await addUser(t, 'legacy@example.com');
    userIds.push(legacy.id);
    await raw.insertInto('chat_states').values({ user_id: legacy.id, state: JSON.stringify({ answers: { 'pet.ssn': '999-99-9999' } }), version: 1, updated_at: 1 }).execute();
    await raw
      .insertInto('files')
      .values({ id: crypto.randomUUID(), owner_id: legacy.id, document_id: 2, name: 'legacy.png', mime: 'image/png', size: 1, sha256: 'x', is_translated: 0, is_generated: 0, created_at: 1, bytes: png('legacy') })
      .execute();
    // A petition with sections, saved twice: two section rows and two answer-history rows (the second with both values).
    const sectioned = await addUser(t, 'sections@example.com');
    userIds.push(sectioned.id);
    await saveChatState(db, { userId: sectioned.id, state: SECTIONED('111-11-1111'), expected: 0, now: 1 });
    await saveChatState(db, { userId: sectioned.id, state: SECTIONED('222-22-2222'), expected: 1, now: 2 });
  });
  afterAll(() => t.close());

  it('with the new key first and the old one listed: every row is re-sealed (in batches) and opens with the new key alone', async () => {
    expect(new Set(await keyIdsInDb(db))).toEqual(new Set(['old1', null]));
    const report = await resealAll(db, new Keyring(fresh, [old]), { batchSize: 3 });
    expect(report.keyId).toBe('new1');
    expect(report.failures).toEqual([]);
    expect(report.files).toEqual({ rows: 8, resealed: 7, sealedPlain: 1, current: 0, changedMeanwhile: 0 });
    expect(report.chatStates).toEqual({ rows: 9, resealed: 8, sealedPlain: 1, current: 0, changedMeanwhile: 0 });
    expect(report.chatSections).toEqual({ rows: 2, resealed: 2, sealedPlain: 0, current: 0, changedMeanwhile: 0 });
    expect(report.answerHistory).toEqual({ rows: 9, resealed: 9, sealedPlain: 0, current: 0, changedMeanwhile: 0 });
    expect(report.reviewComments).toEqual({ rows: 1, resealed: 1, sealedPlain: 0, current: 0, changedMeanwhile: 0 });
    for (const marks of [report.reviewMarks, report.pdfMarks]) expect(marks).toEqual({ rows: 2, resealed: 1, sealedPlain: 0, current: 1, changedMeanwhile: 0 });
    expect(new Set(await keyIdsInDb(db))).toEqual(new Set(['new1']));

    // Only the new key now.
    attachKeyring(db, new Keyring(fresh));
    const store = createDbFileStore(db, t.clock.now);
    for (let i = 0; i < 7; i += 1) {
      expect((await loadChatState(db, userIds[i]!))?.state).toEqual({ answers: { 'pet.ssn': `123-45-000${i}` } });
      expect(Buffer.from((await store.get(userIds[i]!, `scan-${i}.png`))!.bytes).equals(png(`file-${i}`))).toBe(true);
    }
    expect((await loadChatState(db, userIds[7]!))?.state).toEqual({ answers: { 'pet.ssn': '999-99-9999' } });
    // Read from the rows (a new handle has no cache), with the new key alone.
    const fresh1 = db.withoutPlugins();
    attachKeyring(fresh1, new Keyring(fresh));
    expect((await loadChatState(fresh1, userIds[8]!))?.state).toEqual(SECTIONED('222-22-2222'));
    expect(await readAnswerHistory(fresh1, userIds[8]!)).toEqual([
      { version: 1, key: 'pet.ssn', oldValue: null, newValue: '111-11-1111', actorId: userIds[8], at: 1 },
      { version: 2, key: 'pet.ssn', oldValue: '111-11-1111', newValue: '222-22-2222', actorId: userIds[8], at: 2 },
    ]);
    expect(Buffer.from((await store.get(userIds[7]!, 'legacy.png'))!.bytes).equals(png('legacy'))).toBe(true);
    expect((await listComments(db, userIds[0]!)).map((c) => c.body)).toEqual(['Check 123-45-0000']);
    expect(await readPdfMark(db, userIds[0]!)).toEqual({ generatedAt: 1, version: null, snapshot: { 'pet.ssn': '123-45-0000' } });
    expect(await readMark(db, userIds[1]!, userIds[0]!)).toEqual({ at: 1, version: null, snapshot: { 'pet.ssn': '123-45-0000' } });
    expect(await readPdfMark(db, userIds[1]!)).toEqual({ generatedAt: 2, version: 1 });

    // Again: nothing to do.
    const again = await resealAll(db, new Keyring(fresh), { batchSize: 3 });
    expect(again.files).toMatchObject({ rows: 8, current: 8, resealed: 0 });
    expect(again.chatStates).toMatchObject({ rows: 9, current: 9, resealed: 0 });
    expect(again.chatSections).toMatchObject({ rows: 2, current: 2, resealed: 0 });
    expect(again.answerHistory).toMatchObject({ rows: 9, current: 9, resealed: 0 });
  });

  it('with the key of the rows removed before rotating: every row is reported by key id and left readable with that key', async () => {
    const report = await resealAll(db, new Keyring(key('other')), { batchSize: 3 });
    expect(report.files.resealed + report.chatStates.resealed + report.chatSections.resealed + report.answerHistory.resealed).toBe(0);
    // 8 files, 9 heads, 2 sections, 9 history rows, 3 small texts.
    expect(report.failures).toHaveLength(31);
    expect(report.failures.filter((f) => f.table === 'answer_history').map((f) => f.row)).toContain(`${userIds[8]}/2/pet.ssn`);
    expect(report.failures.map((f) => f.table).filter((t) => t.startsWith('review_') || t === 'pdf_marks').sort()).toEqual(['pdf_marks', 'review_comments', 'review_marks']);
    expect(new Set(report.failures.map((f) => f.keyId))).toEqual(new Set(['new1']));
    expect(report.failures[0]!.message).toContain('"new1"');
    expect(report.failures[0]!.message).not.toContain('123-45');
    expect(new Set(await keyIdsInDb(db))).toEqual(new Set(['new1']));
    attachKeyring(db, new Keyring(fresh));
    expect((await loadChatState(db, userIds[0]!))?.state).toEqual({ answers: { 'pet.ssn': '123-45-0000' } });
  });
});

/** The command on a SQLite data directory (with DATABASE_URL it would touch the shared database, as create-user's test says). */
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run rotate-key', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-rotate-'));
  afterAll(() => {
    vi.unstubAllEnvs();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the app on DATA_DIR (its keys.json), runs `fn` with the database, closes. */
  const withApp = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const app = await buildApp({ logger: false, config: { dataDir, databaseUrl: undefined, dataKeys: undefined, production: false, webDist: path.join(dataDir, 'none') } });
    try {
      return await fn(app.deps.db);
    } finally {
      await app.close();
    }
  };
  const run = async (argv: string[]) => {
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
    const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
    try {
      return { code: await main(argv), out: out.join('\n') };
    } finally {
      log.mockRestore();
      err.mockRestore();
    }
  };

  it('adds a key, re-seals every row, reports counts; --drop-old leaves only the new key; rows read back', async () => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATA_KEYS', '');
    vi.stubEnv('NODE_ENV', '');
    const userId = await withApp(async (db) => {
      const u = (await db.insertInto('users').values({ id: crypto.randomUUID(), email: 'cli@example.com', full_name: 'C', password_hash: 'x', user_type: 'CLIENT', parent_id: null, created_at: 1 }).returning('id').executeTakeFirstOrThrow()).id;
      await saveChatState(db, { userId: u, state: { answers: { 'ben.document.number': 'P1234567' } }, expected: 0, now: 1 });
      await createDbFileStore(db, Date.now).put({ ownerId: u, documentId: 2, name: 'p.png', mime: 'image/png', bytes: png('cli') });
      return u;
    });
    const firstKey = readKeysFile(path.join(dataDir, KEYS_FILE))!.current.id;

    const rotated = await run([]);
    expect(rotated.code, rotated.out).toBe(0);
    const ring = readKeysFile(path.join(dataDir, KEYS_FILE))!;
    expect(ring.ids).toHaveLength(2);
    expect(ring.ids[1]).toBe(firstKey);
    expect(rotated.out).toContain(`Current key: ${ring.current.id}`);
    expect(rotated.out).toContain('files: 1 rows — 1 re-sealed from an older key');
    expect(rotated.out).toContain('chat states: 1 rows — 1 re-sealed from an older key');
    expect(rotated.out).toContain('answer history: 1 rows — 1 re-sealed from an older key');
    expect(rotated.out).toContain(`No row uses ${firstKey} any more`);
    expect(rotated.out).not.toContain('P1234567');

    const dropped = await run(['--drop-old']);
    expect(dropped.code, dropped.out).toBe(0);
    const only = readKeysFile(path.join(dataDir, KEYS_FILE))!;
    expect(only.ids).toHaveLength(1);
    expect(fs.statSync(path.join(dataDir, KEYS_FILE)).mode & 0o777).toBe(0o600);
    await withApp(async (db) => {
      expect(keyringOf(db).ids).toEqual(only.ids);
      expect((await loadChatState(db, userId))?.state).toEqual({ answers: { 'ben.document.number': 'P1234567' } });
      expect(Buffer.from((await createDbFileStore(db, Date.now).get(userId, 'p.png'))!.bytes).equals(png('cli'))).toBe(true);
    });

    // The key of the rows lost before rotating: a clear failure naming it, exit 1, rows untouched.
    const lost = only.current.id;
    fs.writeFileSync(path.join(dataDir, KEYS_FILE), JSON.stringify({ keys: [{ id: 'stranger', key: crypto.randomBytes(32).toString('base64') }] }));
    const failed = await run([]);
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('FAILED: 3 rows could not be opened');
    expect(failed.out).toContain(`sealed with "${lost}", not in the keyring`);
  });

  it('--print-new-key prints an entry DATA_KEYS accepts', async () => {
    const printed = await run(['--print-new-key']);
    expect(printed.code).toBe(0);
    expect(parseKeyring(printed.out.trim()).current.key).toHaveLength(32);
  });
});
