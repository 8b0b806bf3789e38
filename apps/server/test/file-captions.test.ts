import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { attachKeyring, keyringOf } from '../src/crypto/db-keyring.ts';
import { resealAll } from '../src/crypto/reseal-all.ts';
import { sealedKeyId } from '../src/crypto/seal.ts';
import type { Db } from '../src/db/schema.ts';
import { addUser, buildTestApp, call, login, multipart, PNG, type TestApp } from './helpers.ts';

const JOHN = 'john@example.com';
type Raw = Kysely<{ file_captions: { file_id: string; owner_id: string; caption: string } }>;

/** Upload captions (issue 20.3): kept with the file, sealed at rest, checked by the shared schema. SQLite, and PostgreSQL with DATABASE_URL. */
describe('upload captions', () => {
  let t: TestApp;
  let db: Db;
  let token: string;
  const raw = () => db as unknown as Raw;
  const upload = (filename: string, o: { caption?: string; replace?: boolean; fileId?: number } = {}) =>
    call(t.app, 'POST', `/api/file/client/upload/${JOHN}`, {
      token,
      ...multipart([
        { name: 'fileId', value: String(o.fileId ?? 22) },
        { name: 'replace', value: String(o.replace ?? false) },
        ...(o.caption !== undefined ? [{ name: 'caption', value: o.caption }] : []),
        { name: 'file', filename, bytes: Buffer.concat([PNG, Buffer.from(filename)]) },
      ]),
    });
  const list = async () => (await call(t.app, 'POST', `/api/file/client/files/${JOHN}`, { token })).json() as { name: string; caption?: string }[];
  const captionOf = async (name: string) => (await list()).find((f) => f.name === name)?.caption;
  const setCaption = (name: string, caption: unknown, who = token) => call(t.app, 'POST', `/api/file/caption/${JOHN}/${encodeURIComponent(name)}`, { token: who, body: { caption } });

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.deps.db;
    const john = await addUser(t, JOHN);
    await addUser(t, 'maria@example.com');
    await t.app.deps.files.put({ ownerId: john.id, documentId: null, name: 'I-129F_Packet_Smith_2026-01-01.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-1.7'), isGenerated: true });
    token = (await login(t.app, JOHN)).token;
  });
  afterAll(() => t.close());

  it('a caption given at upload is kept with the file, listed with it, and sealed at rest', async () => {
    const res = await upload('kazan.png', { caption: '  05/10/2024, Kazan:\r\nJohn and Olga at the station  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ name: 'kazan.png', caption: '05/10/2024, Kazan: John and Olga at the station' });
    expect(await captionOf('kazan.png')).toBe('05/10/2024, Kazan: John and Olga at the station');
    const rows = await raw().selectFrom('file_captions').select(['caption']).execute();
    expect(rows).toHaveLength(1);
    expect(sealedKeyId(rows[0]!.caption)).not.toBeNull();
    expect(rows[0]!.caption).not.toContain('Kazan');
  });

  it('an upload without a caption has none; one over 300 characters or with a control character is refused and nothing is stored', async () => {
    expect((await upload('tickets.png')).statusCode).toBe(200);
    expect(await captionOf('tickets.png')).toBeUndefined();
    for (const caption of ['x'.repeat(301), 'at the beach\u0007']) {
      const res = await upload('refused.png', { caption });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'caption' }] });
    }
    expect((await list()).map((f) => f.name)).not.toContain('refused.png');
    expect((await upload('long.png', { caption: 'y'.repeat(300) })).statusCode).toBe(200);
  });

  it('is changed and removed afterwards; generated files and other accounts cannot', async () => {
    expect((await setCaption('tickets.png', 'Train tickets Kazan–Moscow, 05/12/2024')).json()).toEqual({ fileName: 'tickets.png', caption: 'Train tickets Kazan–Moscow, 05/12/2024' });
    expect(await captionOf('tickets.png')).toBe('Train tickets Kazan–Moscow, 05/12/2024');
    expect((await setCaption('tickets.png', '')).statusCode).toBe(200);
    expect(await captionOf('tickets.png')).toBeUndefined();
    expect((await setCaption('tickets.png', 'z'.repeat(301))).statusCode).toBe(400);
    expect((await setCaption('no-such.png', 'x')).statusCode).toBe(404);
    expect((await setCaption('I-129F_Packet_Smith_2026-01-01.pdf', 'x')).statusCode).toBe(404);
    const maria = (await login(t.app, 'maria@example.com')).token;
    expect((await setCaption('kazan.png', 'mine now', maria)).statusCode).toBe(403);
    expect(await captionOf('kazan.png')).toBe('05/10/2024, Kazan: John and Olga at the station');
  });

  it("is in the account's export with its file", async () => {
    const res = await call(t.app, 'GET', `/api/user/export/${JOHN}`, { token });
    expect(res.statusCode).toBe(200);
    const account = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['account.json']!));
    expect(account.files.find((f: { name: string }) => f.name === 'kazan.png')).toMatchObject({ caption: '05/10/2024, Kazan: John and Olga at the station' });
    expect(account.files.find((f: { name: string }) => f.name === 'tickets.png')).not.toHaveProperty('caption');
  });

  it('goes with its file: a replaced or deleted file takes its caption along', async () => {
    await upload('replaced.png', { fileId: 14, caption: 'our wedding', replace: true });
    const count = async () => (await raw().selectFrom('file_captions').select('file_id').execute()).length;
    const before = await count();
    expect((await upload('replacement.png', { fileId: 14, replace: true })).statusCode).toBe(200);
    expect(await count()).toBe(before - 1);
    expect((await call(t.app, 'DELETE', `/api/file/delete/${JOHN}/kazan.png`, { token })).statusCode).toBe(200);
    expect(await count()).toBe(before - 2);
  });

  it('rotate-key re-seals captions with the new key', async () => {
    await upload('station.png', { caption: 'At the station' });
    const fresh = keyringOf(db).withCurrent({ id: 'capnew', key: crypto.randomBytes(32) });
    const report = await resealAll(db, fresh);
    expect(report.fileCaptions.resealed).toBeGreaterThan(0);
    expect(report.failures).toEqual([]);
    attachKeyring(db, fresh);
    const rows = await raw().selectFrom('file_captions').select('caption').execute();
    expect(rows.every((r) => sealedKeyId(r.caption) === 'capnew')).toBe(true);
    expect(await captionOf('station.png')).toBe('At the station');
  });
});
