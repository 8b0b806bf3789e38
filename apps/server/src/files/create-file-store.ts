import type { DbDialect } from '../db/connect.ts';
import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import type { FileRecord, FileStore } from './file-store.ts';
import { prepareRow, readBytes, removeObjects } from './file-bytes.ts';
import { dialectOf, filesDb, lockOwner, META, toRecord, type FilesDb, type FilesTable, type Storage } from './files-table.ts';
import { FileStorageError, type ObjectStore } from './object-store.ts';

export interface FileStoreOptions {
  db: Db;
  now: () => number;
  dialect?: DbDialect;
  /** Where new files' bytes go: 'db' (default) or 's3' (needs `objects`). Metadata is always in the database. */
  writeTo?: Storage;
  /** The S3_URL bucket: rows whose bytes are there are read and removed through it, whatever `writeTo` says. */
  objects?: ObjectStore | undefined;
  /** An old copy that could not be removed from the bucket (an orphan object: files/file-bytes.ts). */
  onOrphan?: (err: Error) => void;
}

/**
 * One atomic upsert on (owner_id, name): a file replaced under the same name keeps its id (the editor's
 * documentId stays valid); everything else is the new file's.
 */
const upsert = async (tx: FilesDb, row: FilesTable): Promise<FileRecord> => {
  const stored = await tx
    .insertInto('files')
    .values(row)
    // Everything but id, owner and name, from `excluded`: the values (bytes up to 20 MB) are sent once.
    .onConflict((oc) =>
      oc.columns(['owner_id', 'name']).doUpdateSet((eb) => ({
        document_id: eb.ref('excluded.document_id'),
        mime: eb.ref('excluded.mime'),
        size: eb.ref('excluded.size'),
        sha256: eb.ref('excluded.sha256'),
        is_translated: eb.ref('excluded.is_translated'),
        is_generated: eb.ref('excluded.is_generated'),
        created_at: eb.ref('excluded.created_at'),
        bytes: eb.ref('excluded.bytes'),
        storage: eb.ref('excluded.storage'),
        object_key: eb.ref('excluded.object_key'),
        key_id: eb.ref('excluded.key_id'),
      })),
    )
    .returning(META)
    .executeTakeFirstOrThrow();
  return toRecord(stored);
};

/**
 * The FileStore (files/file-store.ts) of every backend: one row per file in the app database (SQLite or PostgreSQL)
 * with the metadata in the clear (size, sha256 of the plain bytes) and the bytes sealed with AES-256-GCM (the keyring
 * attached to `db`) either in the row or, writing to 's3', as an object of the bucket. Writes of one owner are
 * serialised and each switches the rows in one transaction; objects are written before it (new keys only) and old
 * ones removed after it, so a crash between the two leaves at most an orphan object, never a row without bytes.
 */
export function createFileStore(o: FileStoreOptions): FileStore {
  const db = filesDb(o.db);
  const dialect = (): DbDialect => o.dialect ?? dialectOf(o.db);
  if (o.writeTo === 's3' && !o.objects) throw new Error('createFileStore: writing to s3 needs the bucket (objects)');
  const target = o.writeTo === 's3' ? o.objects : undefined;
  const keyring = () => keyringOf(o.db);

  /** Writes rows prepared outside the lock; a failed transaction takes its new objects with it. */
  const commit = async (rows: FilesTable[], work: (tx: FilesDb) => Promise<{ out: FileRecord[]; old: Array<string | null> }>) => {
    let result: { out: FileRecord[]; old: Array<string | null> };
    try {
      result = await db.transaction().execute(work);
    } catch (err) {
      // Not committed (or a commit whose answer was lost): the new objects go, unless a row names one after all.
      const keys = rows.map((r) => r.object_key).filter((k): k is string => !!k);
      const named = keys.length ? await db.selectFrom('files').select('object_key').where('object_key', 'in', keys).execute().catch(() => keys.map((k) => ({ object_key: k }))) : [];
      await removeObjects(o.objects, keys.filter((k) => !named.some((r) => r.object_key === k)), o.onOrphan);
      throw err;
    }
    await removeObjects(o.objects, result.old, o.onOrphan);
    return result.out;
  };

  return {
    async put(f) {
      const row = await prepareRow(keyring(), f, o.now(), target);
      const [record] = await commit([row], async (tx) => {
        await lockOwner(tx, dialect(), f.ownerId);
        const old = await tx.selectFrom('files').select('object_key').where('owner_id', '=', f.ownerId).where('name', '=', f.name).execute();
        return { out: [await upsert(tx, row)], old: old.map((r) => r.object_key) };
      });
      return record!;
    },
    async get(ownerId, name) {
      // A read racing a replace or a move may find the object its row named already gone: the row is read again.
      for (let attempt = 1; ; attempt += 1) {
        const row = await db.selectFrom('files').selectAll().where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirst();
        if (!row) return undefined;
        const bytes = await readBytes(keyring(), row, o.objects);
        if (bytes) return { record: toRecord(row), bytes: new Uint8Array(bytes) };
        if (attempt === 3) throw new FileStorageError(`Object storage ${o.objects?.label ?? ''}: the object of file ${row.id} is missing`);
      }
    },
    async list(ownerId) {
      const rows = await db.selectFrom('files').select(META).where('owner_id', '=', ownerId).orderBy('created_at').orderBy('name').execute();
      return rows.map(toRecord);
    },
    async delete(ownerId, name) {
      const gone = await db.deleteFrom('files').where('owner_id', '=', ownerId).where('name', '=', name).returning('object_key').execute();
      await removeObjects(o.objects, gone.map((r) => r.object_key), o.onOrphan);
      return gone.length > 0;
    },
    async replace(scope, files) {
      const createdAt = o.now();
      const prepared = await Promise.allSettled(files.map((f) => prepareRow(keyring(), f, createdAt, target)));
      const rows = prepared.flatMap((p) => (p.status === 'fulfilled' ? [p.value] : []));
      const failed = prepared.find((p) => p.status === 'rejected');
      if (failed) {
        await removeObjects(o.objects, rows.map((r) => r.object_key), o.onOrphan);
        throw failed.reason;
      }
      const names = rows.map((r) => r.name);
      return commit(rows, async (tx) => {
        await lockOwner(tx, dialect(), scope.ownerId);
        const translated = scope.isTranslated ? 1 : 0;
        const old = await tx
          .selectFrom('files')
          .select('object_key')
          .where('owner_id', '=', scope.ownerId)
          .where((eb) => eb.or([eb.and([eb('document_id', '=', scope.documentId), eb('is_translated', '=', translated)]), ...(names.length ? [eb('name', 'in', names)] : [])]))
          .execute();
        await tx.deleteFrom('files').where('owner_id', '=', scope.ownerId).where('document_id', '=', scope.documentId).where('is_translated', '=', translated).execute();
        const out: FileRecord[] = [];
        for (const row of rows) out.push(await upsert(tx, row));
        return { out, old: old.map((r) => r.object_key) };
      });
    },
  };
}
