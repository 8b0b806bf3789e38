import { createHash, randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DbDialect } from '../db/connect.ts';
import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openBytes, sealBytes } from '../crypto/seal.ts';
import type { FileRecord, FileStore, NewFile } from './file-store.ts';

interface FilesTable {
  id: string;
  owner_id: string;
  document_id: number | null;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  is_translated: number;
  is_generated: number;
  created_at: number;
  /** AES-256-GCM sealed (crypto/seal.ts); rows written before encryption hold the plain bytes. */
  bytes: Uint8Array;
}
type FilesDb = Kysely<{ files: FilesTable }>;

const META = ['id', 'owner_id', 'document_id', 'name', 'mime', 'size', 'sha256', 'is_translated', 'is_generated', 'created_at'] as const;

const toRecord = (r: Omit<FilesTable, 'bytes'>): FileRecord => ({
  id: r.id,
  ownerId: r.owner_id,
  documentId: r.document_id === null ? null : Number(r.document_id),
  name: r.name,
  mime: r.mime,
  size: Number(r.size),
  sha256: r.sha256,
  isTranslated: Number(r.is_translated) === 1,
  isGenerated: Number(r.is_generated) === 1,
  createdAt: Number(r.created_at),
});

/** The identity a file's ciphertext is bound to (AAD): its unique key, so sealed bytes do not open in another row. */
export const fileAad = (ownerId: string, name: string): string => `files\u0000${ownerId}\u0000${name}`;

/**
 * Serialises the writes of one owner's files. PostgreSQL: a transaction-scoped advisory lock on the owner
 * (names are unique per owner across documents, so the owner is the unit that same-name uploads, a
 * double-clicked Generate and parallel replaces contend on). SQLite: every write transaction here starts
 * with a write, so it holds the database's single write lock from its first statement (BEGIN IMMEDIATE
 * semantics; in one process Kysely's connection mutex already runs transactions one at a time).
 */
const lockOwner = async (tx: FilesDb, dialect: DbDialect, ownerId: string): Promise<void> => {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`i129f.files:${ownerId}`}, 0))`.execute(tx);
};

/** A file's row, sealed outside any transaction (the CPU work does not hold the lock). */
const prepareRow = (database: Db, f: NewFile, createdAt: number) => ({
  id: randomUUID(),
  owner_id: f.ownerId,
  document_id: f.documentId,
  name: f.name,
  mime: f.mime,
  size: f.bytes.length,
  sha256: createHash('sha256').update(f.bytes).digest('hex'),
  is_translated: f.isTranslated ? 1 : 0,
  is_generated: f.isGenerated ? 1 : 0,
  created_at: createdAt,
  bytes: sealBytes(keyringOf(database), f.bytes, fileAad(f.ownerId, f.name)),
});

/**
 * One atomic upsert on (owner_id, name): a file replaced under the same name keeps its id (the editor's
 * documentId stays valid); everything else is the new file's.
 */
const upsert = async (tx: FilesDb, row: ReturnType<typeof prepareRow>): Promise<FileRecord> => {
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
      })),
    )
    .returning(META)
    .executeTakeFirstOrThrow();
  return toRecord(stored);
};

/**
 * FileStore on the app database (SQLite or PostgreSQL): one row per file, bytes sealed with AES-256-GCM
 * (the keyring attached to `database`, see crypto/db-keyring.ts), metadata (size, sha256 of the plain
 * bytes) in the clear for listings. Writes of one owner are serialised; each is one transaction.
 */
export const createDbFileStore = (database: Db, now: () => number, dialect?: DbDialect): FileStore => {
  const db = database as unknown as FilesDb;
  const dialectOf = (): DbDialect => dialect ?? (isPostgres(database) ? 'postgres' : 'sqlite');
  return {
    async put(f) {
      const row = prepareRow(database, f, now());
      return db.transaction().execute(async (tx) => {
        await lockOwner(tx, dialectOf(), f.ownerId);
        return upsert(tx, row);
      });
    },
    async get(ownerId, name) {
      const row = await db.selectFrom('files').selectAll().where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirst();
      if (!row) return undefined;
      const { bytes, ...meta } = row;
      return { record: toRecord(meta), bytes: new Uint8Array(openBytes(keyringOf(database), bytes, fileAad(ownerId, name))) };
    },
    async list(ownerId) {
      const rows = await db.selectFrom('files').select(META).where('owner_id', '=', ownerId).orderBy('created_at').orderBy('name').execute();
      return rows.map(toRecord);
    },
    async delete(ownerId, name) {
      const res = await db.deleteFrom('files').where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
    async replace(scope, files) {
      const createdAt = now();
      const rows = files.map((f) => prepareRow(database, f, createdAt));
      return db.transaction().execute(async (tx) => {
        await lockOwner(tx, dialectOf(), scope.ownerId);
        await tx
          .deleteFrom('files')
          .where('owner_id', '=', scope.ownerId)
          .where('document_id', '=', scope.documentId)
          .where('is_translated', '=', scope.isTranslated ? 1 : 0)
          .execute();
        const out: FileRecord[] = [];
        for (const row of rows) out.push(await upsert(tx, row));
        return out;
      });
    },
  };
};

/** The dialect of a Kysely handle (the routes pass only `deps.db`). */
const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
