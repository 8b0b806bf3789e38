import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connectDb } from '../src/db/connect.ts';
import { KEYS_FILE, loadKeyring } from '../src/crypto/load-keyring.ts';
import { coupleValues } from '../src/pdf/test-fixtures.ts';
import { addUser, buildTestApp, call, login, multipart, PNG, type TestApp } from './helpers.ts';

/**
 * Issue 8 point 6: what the database holds. Runs on SQLite and (DATABASE_URL) PostgreSQL; every check reads
 * the raw row, as someone with a copy of the database (or its backup) would.
 */
const SSN = '123-45-6789';
const A_NUMBER = 'A012345678';
const USCIS_ACCOUNT = '987654321012';
const PASSPORT = 'P7654321X';
const FILE_MARKER = 'PASSPORT-SCAN-OF-MARIA-5550100';

const sensitiveState = () => ({
  version: 1,
  answers: {
    'pet.ssn': SSN,
    'pet.aNumber': A_NUMBER,
    'pet.uscisAccount': USCIS_ACCOUNT,
    'ben.document.number': PASSPORT,
    'ben.name.family': 'Ivanova',
  },
  questionnaire: { passportNumber: PASSPORT },
  extracted: { 'ben.document.number': { value: PASSPORT, accepted: true } },
  // The chat's log of a section repeats the answers as typed: a chat_sections row.
  sections: { '1': { log: [{ key: 'pet.ssn', text: SSN }, { key: 'pet.aNumber', text: A_NUMBER }] } },
});

type Raw = Kysely<{
  chat_states: { user_id: string; state: string };
  files: { owner_id: string; name: string; bytes: Uint8Array; size: number; sha256: string; id: string };
  users: { id: string; email: string };
}>;

describe('encryption at rest', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const raw = () => t.app.deps.db as unknown as Raw;
  beforeAll(async () => {
    t = await buildTestApp({ validateChatState: () => [] });
    for (const e of ['maria@example.com', 'john@example.com']) {
      ids[e] = (await addUser(t, e)).id;
      tokens[e] = (await login(t.app, e)).token;
    }
  });
  afterAll(() => t.close());

  const save = (email: string, state: unknown, version: number) => call(t.app, 'POST', `/api/chat-state/i29F/save/${email}`, { token: tokens[email], body: { state, version } });
  const load = (email: string) => call(t.app, 'GET', `/api/chat-state/i29F/load/${email}`, { token: tokens[email] });
  const upload = (email: string, filename: string, bytes: Buffer) => {
    const { payload, headers } = multipart([{ name: 'fileId', value: '2' }, { name: 'replace', value: 'false' }, { name: 'file', filename, bytes }]);
    return call(t.app, 'POST', `/api/file/client/upload/${email}`, { token: tokens[email], payload, headers });
  };
  const download = (email: string, name: string) => call(t.app, 'GET', `/api/file/client/download/${email}/${name}`, { token: tokens[email] });

  it('the chat state column holds no SSN, A-Number, USCIS account or passport number; the API returns them', async () => {
    expect((await save('maria@example.com', sensitiveState(), 0)).statusCode).toBe(200);
    const row = await raw().selectFrom('chat_states').select('state').where('user_id', '=', ids['maria@example.com']!).executeTakeFirstOrThrow();
    const keyId = t.app.deps.config.dataKeys ? undefined : (loadKeyring({ dataKeys: undefined, production: false, dataDir: t.dataDir }).keyring.current.id);
    expect(row.state).toMatch(new RegExp(`^v1:${keyId ?? '[A-Za-z0-9_-]+'}:`));
    for (const secret of [SSN, A_NUMBER, USCIS_ACCOUNT, PASSPORT, 'Ivanova', '123456789']) expect(row.state).not.toContain(secret);
    expect((await load('maria@example.com')).json()).toEqual({ state: sensitiveState(), version: 1, locked: null });
  });

  it('no table holds them in plain text: sections and answer history are sealed too (values changed and removed included)', async () => {
    const next = sensitiveState();
    next.answers['pet.ssn'] = '123-45-6780';
    delete (next.answers as Partial<typeof next.answers>)['pet.aNumber'];
    expect((await save('maria@example.com', next, 1)).statusCode).toBe(200);
    const db = t.app.deps.db as unknown as Kysely<any>;
    const id = ids['maria@example.com']!;
    const sections = await db.selectFrom('chat_sections').selectAll().where('user_id', '=', id).execute();
    expect(sections.map((r) => Number(r.section_id))).toEqual([1]);
    const history = await db.selectFrom('answer_history').selectAll().where('user_id', '=', id).orderBy('version').orderBy('answer_key').execute();
    expect(history.map((r) => [Number(r.version), r.answer_key])).toEqual([
      [1, 'ben.document.number'],
      [1, 'ben.name.family'],
      [1, 'pet.aNumber'],
      [1, 'pet.ssn'],
      [1, 'pet.uscisAccount'],
      [1, 'q.passportNumber'],
      [2, 'pet.aNumber'],
      [2, 'pet.ssn'],
    ]);
    for (const r of [...sections.map((s) => s.body), ...history.flatMap((h) => [h.old_value, h.new_value])]) if (r !== null) expect(r).toMatch(/^v1:/);
    const everything: string[] = [];
    for (const table of await t.app.deps.db.introspection.getTables()) everything.push(JSON.stringify(await db.selectFrom(table.name).selectAll().execute()));
    const dump = everything.join('\n');
    for (const secret of [SSN, '123-45-6780', A_NUMBER, USCIS_ACCOUNT, PASSPORT, 'Ivanova', '123456789']) expect(dump).not.toContain(secret);
    expect((await load('maria@example.com')).json()).toEqual({ state: next, version: 2, locked: null });
  });

  it('uploaded file bytes are sealed; the listing keeps the plain size and sha256; the download is the plain file', async () => {
    const bytes = Buffer.concat([PNG, Buffer.from(FILE_MARKER)]);
    expect((await upload('maria@example.com', 'passport.png', bytes)).statusCode).toBe(200);
    const row = await raw().selectFrom('files').selectAll().where('owner_id', '=', ids['maria@example.com']!).where('name', '=', 'passport.png').executeTakeFirstOrThrow();
    const stored = Buffer.from(row.bytes);
    expect(stored.subarray(0, 8).toString()).toBe('I129ENC1');
    expect(stored.includes(FILE_MARKER)).toBe(false);
    expect(stored.includes(PNG)).toBe(false);
    expect(Number(row.size)).toBe(bytes.length);
    expect(row.sha256).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
    const listed = (await call(t.app, 'POST', `/api/file/client/files/maria@example.com`, { token: tokens['maria@example.com'] })).json() as Array<{ name: string; size: number; sha256: string }>;
    expect(listed.find((f) => f.name === 'passport.png')).toMatchObject({ size: bytes.length, sha256: row.sha256 });
    expect((await download('maria@example.com', 'passport.png')).rawPayload.equals(bytes)).toBe(true);
  });

  it('a generated petition is sealed too', async () => {
    const res = await call(t.app, 'POST', '/api/file/generate/i29f/maria@example.com', { token: tokens['maria@example.com'], body: coupleValues() });
    expect(res.statusCode, res.body).toBe(200);
    const { fileName } = res.json() as { fileName: string };
    const row = await raw().selectFrom('files').select('bytes').where('owner_id', '=', ids['maria@example.com']!).where('name', '=', fileName).executeTakeFirstOrThrow();
    const stored = Buffer.from(row.bytes);
    expect(stored.includes('%PDF')).toBe(false);
    expect(stored.includes('Smith')).toBe(false);
    expect((await download('maria@example.com', fileName)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a sealed value copied into another account\'s row does not open there (500 without data), the owner\'s still does', async () => {
    expect((await save('john@example.com', { version: 1, answers: { 'pet.ssn': '000-00-0000' } }, 0)).statusCode).toBe(200);
    const maria = await raw().selectFrom('chat_states').select('state').where('user_id', '=', ids['maria@example.com']!).executeTakeFirstOrThrow();
    await raw().updateTable('chat_states').set({ state: maria.state }).where('user_id', '=', ids['john@example.com']!).execute();
    const res = await load('john@example.com');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal Server Error', code: 'INTERNAL', message: expect.any(String) });
    expect(res.body).not.toContain(SSN);
    expect((await load('maria@example.com')).statusCode).toBe(200);

    // Files: the same, by name within one account.
    expect((await upload('john@example.com', 'a.png', Buffer.concat([PNG, Buffer.from('A')]))).statusCode).toBe(200);
    expect((await upload('john@example.com', 'b.png', Buffer.concat([PNG, Buffer.from('B')]))).statusCode).toBe(200);
    const a = await raw().selectFrom('files').select('bytes').where('owner_id', '=', ids['john@example.com']!).where('name', '=', 'a.png').executeTakeFirstOrThrow();
    await raw().updateTable('files').set({ bytes: Buffer.from(a.bytes) }).where('owner_id', '=', ids['john@example.com']!).where('name', '=', 'b.png').execute();
    expect((await download('john@example.com', 'b.png')).statusCode).toBe(500);
    expect((await download('john@example.com', 'a.png')).rawPayload.toString()).toContain('A');
  });

  it('rows written before encryption (plain JSON, plain bytes) are still read', async () => {
    const email = 'legacy@example.com';
    const id = (await addUser(t, email)).id;
    tokens[email] = (await login(t.app, email)).token;
    const db = t.app.deps.db as unknown as Kysely<any>;
    await db.insertInto('chat_states').values({ user_id: id, state: JSON.stringify({ answers: { 'pet.ssn': SSN } }), version: 3, updated_at: 1 }).execute();
    const plain = Buffer.concat([PNG, Buffer.from('legacy')]);
    await db
      .insertInto('files')
      .values({ id: crypto.randomUUID(), owner_id: id, document_id: 2, name: 'old.png', mime: 'image/png', size: plain.length, sha256: 'x', is_translated: 0, is_generated: 0, created_at: 1, bytes: plain })
      .execute();
    expect((await load(email)).json()).toEqual({ state: { answers: { 'pet.ssn': SSN } }, version: 3, locked: null });
    expect((await download(email, 'old.png')).rawPayload.equals(plain)).toBe(true);
    // The next save seals it.
    expect((await save(email, { answers: { 'pet.ssn': SSN } }, 3)).statusCode).toBe(200);
    const row = await raw().selectFrom('chat_states').select('state').where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(row.state.startsWith('v1:')).toBe(true);
  });
});

describe('the data key at start-up', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-keys-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('production without DATA_KEYS stops with an error naming the variable', async () => {
    const dataDir = tmp();
    const handle = connectDb({ sqliteFile: ':memory:' });
    await expect(buildApp({ logger: false, db: handle, config: { production: true, dataKeys: undefined, dataDir } })).rejects.toThrow(/DATA_KEYS is not set.*production/);
    await handle.close();
    expect(fs.existsSync(path.join(dataDir, KEYS_FILE))).toBe(false);
  });

  it('production with DATA_KEYS uses it and writes no key file', () => {
    const dataDir = tmp();
    const loaded = loadKeyring({ dataKeys: `prod1:${crypto.randomBytes(32).toString('base64')}`, production: true, dataDir });
    expect(loaded).toMatchObject({ source: 'env' });
    expect(loaded.keyring.current.id).toBe('prod1');
    expect(fs.existsSync(path.join(dataDir, KEYS_FILE))).toBe(false);
  });

  it('development generates one key into DATA_DIR/keys.json (0600) once and reuses it', () => {
    const dataDir = path.join(tmp(), 'data');
    const first = loadKeyring({ dataKeys: undefined, production: false, dataDir });
    expect(first).toMatchObject({ source: 'file', created: true });
    const file = path.join(dataDir, KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const second = loadKeyring({ dataKeys: undefined, production: false, dataDir });
    expect(second.created).toBeUndefined();
    expect(second.keyring.current.id).toBe(first.keyring.current.id);
    expect(second.keyring.current.key.equals(first.keyring.current.key)).toBe(true);
  });
});
