import { sql, type Kysely } from 'kysely';
import type { Keyring } from '../crypto/keyring.ts';
import { DataDecryptError, isSealedBytes, openBytes, sealBytes, sealedKeyId } from '../crypto/seal.ts';
import { removeObjects, sha256Hex } from './file-bytes.ts';
import { fileAad, filesDb, NO_BYTES, type FilesDb, type Storage } from './files-table.ts';
import { newObjectKey } from './object-keys.ts';
import { FileStorageError, type ObjectStore } from './object-store.ts';

export interface MoveOptions {
  db: Kysely<any>;
  keyring: Keyring;
  objects: ObjectStore;
  to: Storage;
  /** Rows read per query (default 50). */
  batchSize?: number;
  /** Stop after this many rows moved (the rest stays for the next run). */
  limit?: number;
  /** Asked before each row: true stops the run there (Ctrl-C in the CLI). */
  shouldStop?: () => boolean;
  /** After each batch: rows moved so far, of how many there were at the start. */
  onProgress?: (moved: number, total: number) => void;
}

export interface MoveReport {
  to: Storage;
  /** Rows in the other storage when the run started. */
  total: number;
  moved: number;
  /** Plain bytes moved. */
  bytes: number;
  /** Rows replaced, moved or deleted by the app while being moved: left as the app wrote them. */
  changedMeanwhile: number;
  /** Rows that could not be moved (id and reason: no names, no data); they stay where they were. */
  failures: Array<{ row: string; message: string }>;
  /** Rows still in the other storage at the end (failures, --limit, files written meanwhile). */
  left: number;
  /** Old objects that could not be removed after their row moved (orphans: sealed, named by no row). */
  orphans: number;
  /** The bucket failed: the run stopped there (every row is whole; run again). */
  error?: string;
}

type Outcome = { moved: number } | 'changed' | { failed: string };

const countIn = async (db: FilesDb, storage: Storage) =>
  Number((await db.selectFrom('files').select(sql<number>`count(*)`.as('n')).where('storage', '=', storage).executeTakeFirstOrThrow()).n);

/** The plain bytes of a sealed copy, if they open and match the row's sha256; else why not. */
function verify(keyring: Keyring, sealed: Uint8Array, aad: string, sha256: string): { plain: Buffer } | { failed: string } {
  try {
    const plain = openBytes(keyring, sealed, aad);
    return sha256Hex(plain) === sha256 ? { plain } : { failed: 'its bytes do not match the sha256 recorded for it' };
  } catch (e) {
    if (e instanceof DataDecryptError) return { failed: e.message };
    throw e;
  }
}

/** Database → bucket: copy (sealed as it is; plain rows from before encryption are sealed now), read back and check, switch, clear the bytes. */
async function toBucket(o: MoveOptions, db: FilesDb, id: string, onOrphan: () => void): Promise<Outcome> {
  const row = await db.selectFrom('files').select(['owner_id', 'name', 'sha256', 'bytes']).where('id', '=', id).where('storage', '=', 'db').executeTakeFirst();
  if (!row) return 'changed';
  const aad = fileAad(row.owner_id, row.name);
  const checked = verify(o.keyring, row.bytes, aad, row.sha256);
  if ('failed' in checked) return checked;
  const sealed = isSealedBytes(row.bytes) ? row.bytes : sealBytes(o.keyring, checked.plain, aad);
  const key = newObjectKey(row.owner_id);
  await o.objects.put(key, sealed);
  const back = await o.objects.get(key);
  const copy = back ? verify(o.keyring, back, aad, row.sha256) : { failed: 'the copy just written could not be read back' };
  if ('failed' in copy) {
    await removeObjects(o.objects, [key], onOrphan);
    return { failed: `copy check: ${copy.failed}` };
  }
  const res = await db
    .updateTable('files')
    .set({ storage: 's3', object_key: key, key_id: sealedKeyId(sealed), bytes: NO_BYTES })
    .where('id', '=', id)
    .where('storage', '=', 'db')
    .where('bytes', '=', Buffer.from(row.bytes))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) return { moved: checked.plain.length };
  await removeObjects(o.objects, [key], onOrphan);
  return 'changed';
}

/** Bucket → database: read and check the object, write its sealed bytes into the row and switch, remove the object. */
async function toDatabase(o: MoveOptions, db: FilesDb, id: string, onOrphan: () => void): Promise<Outcome> {
  const row = await db.selectFrom('files').select(['owner_id', 'name', 'sha256', 'object_key']).where('id', '=', id).where('storage', '=', 's3').executeTakeFirst();
  if (!row?.object_key) return 'changed';
  const sealed = await o.objects.get(row.object_key);
  if (!sealed) {
    const now = await db.selectFrom('files').select('object_key').where('id', '=', id).executeTakeFirst();
    return now?.object_key === row.object_key ? { failed: 'its object is missing from the bucket' } : 'changed';
  }
  const checked = verify(o.keyring, sealed, fileAad(row.owner_id, row.name), row.sha256);
  if ('failed' in checked) return checked;
  const res = await db
    .updateTable('files')
    .set({ storage: 'db', bytes: Buffer.from(sealed), object_key: null, key_id: null })
    .where('id', '=', id)
    .where('storage', '=', 's3')
    .where('object_key', '=', row.object_key)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return 'changed';
  await removeObjects(o.objects, [row.object_key], onOrphan);
  return { moved: checked.plain.length };
}

/**
 * `npm run migrate-files`: moves files' bytes between the database and the bucket, one row at a time, each copied,
 * checked against its sha256, switched with a compare-and-set and its old copy removed. The server keeps working
 * meanwhile (every row says where its bytes are). Killed at any point, a run leaves every row whole — at worst an
 * orphan object — and the next run moves what is left.
 */
export async function moveFiles(o: MoveOptions): Promise<MoveReport> {
  const db = filesDb(o.db);
  const from: Storage = o.to === 's3' ? 'db' : 's3';
  const report: MoveReport = { to: o.to, total: await countIn(db, from), moved: 0, bytes: 0, changedMeanwhile: 0, failures: [], left: 0, orphans: 0 };
  const onOrphan = () => void (report.orphans += 1);
  const move = o.to === 's3' ? toBucket : toDatabase;
  let after = '';
  run: for (;;) {
    const ids = await db.selectFrom('files').select('id').where('storage', '=', from).where('id', '>', after).orderBy('id').limit(o.batchSize ?? 50).execute();
    if (!ids.length) break;
    after = ids[ids.length - 1]!.id;
    for (const { id } of ids) {
      if ((o.limit !== undefined && report.moved >= o.limit) || o.shouldStop?.()) break run;
      let outcome: Outcome;
      try {
        outcome = await move(o, db, id, onOrphan);
      } catch (err) {
        if (!(err instanceof FileStorageError)) throw err;
        report.error = err.message;
        break run;
      }
      if (outcome === 'changed') report.changedMeanwhile += 1;
      else if ('failed' in outcome) report.failures.push({ row: id, message: outcome.failed });
      else {
        report.moved += 1;
        report.bytes += outcome.moved;
      }
    }
    o.onProgress?.(report.moved, report.total);
  }
  report.left = await countIn(db, from);
  return report;
}
