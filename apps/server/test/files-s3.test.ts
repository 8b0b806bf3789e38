import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupleValues } from '../src/pdf/test-fixtures.ts';
import { filesDb } from '../src/files/files-table.ts';
import { ownerPrefix } from '../src/files/object-keys.ts';
import { parseS3Url } from '../src/files/s3-url.ts';
import { findUserByEmail } from '../src/users/repo.ts';
import { BUCKET, startLocalS3, type LocalS3 } from './s3rver.ts';
import { addUserAndLogin, buildTestApp, call, multipart, PASSWORD, PNG, type TestApp } from './helpers.ts';

/**
 * The server with S3_URL (issue 22.5), through the API: uploads and generated petitions go to the bucket (s3rver, here),
 * sealed; the database keeps the metadata; the bucket answering or not shows in /readyz and as a plain 503.
 * SQLite, and PostgreSQL with DATABASE_URL.
 */
let s3: LocalS3;
let t: TestApp;
let token: string;
const email = 'bucket.client@example.com';

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await buildTestApp({ config: { s3: s3.settings('http'), fileStorage: 's3' } });
  token = await addUserAndLogin(t, email);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = (name: string, bytes: Buffer, as = email, tk = token) => {
  const { payload, headers } = multipart([{ name: 'fileId', value: '3' }, { name: 'file', filename: name, bytes }]);
  return call(t.app, 'POST', `/api/file/client/upload/${as}`, { token: tk, payload, headers });
};
const rowOf = (name: string) => filesDb(t.app.deps.db).selectFrom('files').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
const ownerId = async (who: string) => (await findUserByEmail(t.app.deps.db, who))!.id;

describe('files in the bucket, through the API', () => {
  it('an upload goes to the bucket sealed; the row keeps the metadata; it lists, downloads and deletes', async () => {
    const png = Buffer.concat([PNG, Buffer.from('#PLAIN-MARKER-0042')]);
    expect((await upload('passport.png', png)).statusCode).toBe(200);
    const row = await rowOf('passport.png');
    expect(row).toMatchObject({ storage: 's3', size: png.length });
    expect(row.bytes.length).toBe(0);
    const sealed = Buffer.from((await t.app.deps.objects!.get(row.object_key!))!);
    expect(sealed.subarray(0, 8).toString()).toBe('I129ENC1');
    expect(sealed.includes(Buffer.from('PLAIN-MARKER'))).toBe(false);
    const dl = await call(t.app, 'GET', `/api/file/client/download/${email}/passport.png`, { token });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(png)).toBe(true);
    expect((await call(t.app, 'DELETE', `/api/file/delete/${email}/passport.png`, { token })).statusCode).toBe(200);
    expect(await t.app.deps.objects!.get(row.object_key!)).toBeUndefined();
  });

  it('a generated petition goes to the bucket too', async () => {
    const res = await call(t.app, 'POST', `/api/file/generate/i29f/${email}`, { token, body: coupleValues() });
    expect(res.statusCode, res.body).toBe(200);
    const { fileName } = res.json() as { fileName: string };
    expect(await rowOf(fileName)).toMatchObject({ storage: 's3', is_generated: 1 });
    const dl = await call(t.app, 'GET', `/api/file/client/download/${email}/${fileName}`, { token });
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('/readyz names the bucket check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json().checks.objectStorage).toBe('ok');
  });

  it("deleting an account removes its objects from the bucket (other accounts' stay)", async () => {
    const leaver = 'leaver@example.com';
    const tk = await addUserAndLogin(t, leaver);
    expect((await upload('leaving.png', PNG, leaver, tk)).statusCode).toBe(200);
    expect((await upload('staying.png', PNG)).statusCode).toBe(200);
    const id = await ownerId(leaver);
    expect(await t.app.deps.objects!.list(ownerPrefix(id))).toHaveLength(1);
    const res = await call(t.app, 'DELETE', `/api/user/${leaver}`, { token: tk, body: { password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.deps.objects!.list(ownerPrefix(id))).toEqual([]);
    const stays = await ownerId(email);
    const rows = await filesDb(t.app.deps.db).selectFrom('files').select('object_key').where('owner_id', '=', stays).execute();
    expect((await t.app.deps.objects!.list(ownerPrefix(stays))).sort()).toEqual(rows.map((r) => r.object_key).sort());
  });

  it('the bucket down: 503 with a plain message (no address, no secret, no stack) and /readyz 503; back up: served again', async () => {
    await s3.stop();
    try {
      const dl = await call(t.app, 'GET', `/api/file/client/download/${email}/staying.png`, { token });
      expect(dl.statusCode).toBe(503);
      expect(dl.headers['retry-after']).toBe('30');
      expect(dl.json()).toMatchObject({ code: 'BUSY', message: 'Stored files cannot be reached just now. Please try again in a minute.' });
      expect(dl.body).not.toMatch(/S3RVER|127\.0\.0\.1|at .*\.ts|ECONNREFUSED/);
      const up = await upload('while-down.png', PNG);
      expect(up.statusCode).toBe(503);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.objectStorage).toBe('unreachable');
    } finally {
      await s3.start();
    }
    expect((await call(t.app, 'GET', `/api/file/client/download/${email}/staying.png`, { token })).rawPayload.equals(PNG)).toBe(true);
    // The failed upload left no row.
    expect(await filesDb(t.app.deps.db).selectFrom('files').select('id').where('name', '=', 'while-down.png').execute()).toEqual([]);
  });
});

describe('S3_URL at start', () => {
  const SECRET = 'TopSecretValue99';
  it.each([
    ['a bucket that does not exist', () => `s3://S3RVER:${SECRET}@127.0.0.1:${s3.port}/no-such-bucket?tls=false`, /the bucket does not exist/],
    ['nothing listening', () => `s3://S3RVER:${SECRET}@127.0.0.1:9/${BUCKET}?tls=false`, /no answer \(ECONNREFUSED\)/],
  ])('%s: the start stops with a message naming the problem, never the secret', async (_what, url, problem) => {
    const err = (await buildTestApp({ config: { s3: parseS3Url(url()), fileStorage: 's3' } }).then(
      (other) => other.close().then(() => undefined),
      (e: unknown) => e as Error,
    ))!;
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/^Refusing to start: S3_URL is set, but Object storage s3:\/\/127\.0\.0\.1:\d+\/[\w-]+\/?: reaching bucket/);
    expect(err.message).toMatch(problem);
    expect(err.message).not.toContain(SECRET);
  });
});
