import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../src/files/create-file-store.ts';
import { filesDb } from '../src/files/files-table.ts';
import { ownerPrefix } from '../src/files/object-keys.ts';
import { FileStorageError, type ObjectStore } from '../src/files/object-store.ts';
import { createS3ObjectStore } from '../src/files/s3-object-store.ts';
import { fileStoreContract, type ContractBackend } from './file-store-contract.ts';
import { startLocalS3, type LocalS3 } from './s3rver.ts';
import { addUser, buildTestApp, type TestApp } from './helpers.ts';

/**
 * The FileStore contract against both backends (issue 22.5): bytes in the database, and bytes in an S3 bucket
 * (s3rver, started here on a free port with a temp folder). SQLite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let s3: LocalS3;
let objects: ObjectStore;
let owners = 0;

beforeAll(async () => {
  [t, s3] = await Promise.all([buildTestApp(), startLocalS3()]);
  objects = createS3ObjectStore(s3.settings('contract'));
});
afterAll(async () => {
  objects?.close();
  await s3?.close();
  await t?.close();
});

const newOwner = async () => (await addUser(t, `owner${(owners += 1)}@example.com`)).id;
const row = (ownerId: string, name: string) => filesDb(t.app.deps.db).selectFrom('files').selectAll().where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirstOrThrow();

fileStoreContract('database', (): ContractBackend => ({
  store: createFileStore({ db: t.app.deps.db, now: t.clock.now }),
  newOwner,
  atRest: async (ownerId, name) => {
    const r = await row(ownerId, name);
    expect(r.storage).toBe('db');
    return r.bytes;
  },
  leaks: async (ownerId) => (await objects.list(ownerPrefix(ownerId))),
}));

fileStoreContract('S3 (s3rver)', (): ContractBackend => ({
  store: createFileStore({ db: t.app.deps.db, now: t.clock.now, writeTo: 's3', objects }),
  newOwner,
  atRest: async (ownerId, name) => {
    const r = await row(ownerId, name);
    expect(r).toMatchObject({ storage: 's3', key_id: expect.any(String) });
    // The database keeps the metadata only; the object's key names the owner and a random id, not the file.
    expect(r.bytes.length).toBe(0);
    expect(r.object_key).toMatch(new RegExp(`^files/${ownerId}/[0-9a-f-]{36}$`));
    return (await objects.get(r.object_key!))!;
  },
  leaks: async (ownerId) => {
    const named = new Set((await filesDb(t.app.deps.db).selectFrom('files').select('object_key').where('owner_id', '=', ownerId).execute()).map((r) => r.object_key));
    return (await objects.list(ownerPrefix(ownerId))).filter((k) => !named.has(k));
  },
}));

describe('files in both places at once (a migration under way)', () => {
  it('each row says where its bytes are: either store reads both', async () => {
    const inDb = createFileStore({ db: t.app.deps.db, now: t.clock.now, objects });
    const inS3 = createFileStore({ db: t.app.deps.db, now: t.clock.now, writeTo: 's3', objects });
    const owner = await newOwner();
    await inDb.put({ ownerId: owner, documentId: 1, name: 'db.pdf', mime: 'application/pdf', bytes: Buffer.from('in the database') });
    await inS3.put({ ownerId: owner, documentId: 1, name: 's3.pdf', mime: 'application/pdf', bytes: Buffer.from('in the bucket') });
    for (const store of [inDb, inS3]) {
      expect(Buffer.from((await store.get(owner, 'db.pdf'))!.bytes).toString()).toBe('in the database');
      expect(Buffer.from((await store.get(owner, 's3.pdf'))!.bytes).toString()).toBe('in the bucket');
    }
    // Replacing a bucket file from the database store removes its object.
    await inDb.put({ ownerId: owner, documentId: 1, name: 's3.pdf', mime: 'application/pdf', bytes: Buffer.from('back home') });
    expect((await row(owner, 's3.pdf')).storage).toBe('db');
    expect(await objects.list(ownerPrefix(owner))).toEqual([]);
  });

  it('a row in the bucket without S3_URL (no bucket configured) is a FileStorageError, not a crash', async () => {
    const inS3 = createFileStore({ db: t.app.deps.db, now: t.clock.now, writeTo: 's3', objects });
    const owner = await newOwner();
    await inS3.put({ ownerId: owner, documentId: 1, name: 'far.pdf', mime: 'application/pdf', bytes: Buffer.from('far') });
    await expect(createFileStore({ db: t.app.deps.db, now: t.clock.now }).get(owner, 'far.pdf')).rejects.toThrow(FileStorageError);
    await expect(createFileStore({ db: t.app.deps.db, now: t.clock.now }).get(owner, 'far.pdf')).rejects.toThrow(/S3_URL is not set/);
  });

  it('an upload whose transaction fails leaves no object behind', async () => {
    const inS3 = createFileStore({ db: t.app.deps.db, now: t.clock.now, writeTo: 's3', objects });
    // No such account: the row's foreign key fails after the object was written.
    await expect(inS3.put({ ownerId: 'no-such-owner', documentId: 1, name: 'x.pdf', mime: 'application/pdf', bytes: Buffer.from('x') })).rejects.toThrow();
    expect(await objects.list(ownerPrefix('no-such-owner'))).toEqual([]);
  });
});
