import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DbDialect } from '../db/connect.ts';
import type { Db } from '../db/schema.ts';
import type { FileRecord } from './file-store.ts';

/** Where a file's sealed bytes are (migration 016): in `bytes`, or the object `object_key` of the S3_URL bucket. */
export type Storage = 'db' | 's3';

export interface FilesTable {
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
  /** AES-256-GCM sealed (crypto/seal.ts); rows written before encryption hold the plain bytes; empty when storage is 's3'. */
  bytes: Uint8Array;
  storage: Storage;
  /** The object holding the sealed bytes (storage 's3'; files/object-keys.ts), else null. */
  object_key: string | null;
  /** The data key that sealed the object (storage 's3'), so rotate-key finds old ones without reading them; else null. */
  key_id: string | null;
}
export type FilesDb = Kysely<{ files: FilesTable }>;
export const filesDb = (db: Db | Kysely<any>): FilesDb => db as unknown as FilesDb;

/** The bytes column of a row whose bytes are in object storage. */
export const NO_BYTES = Buffer.alloc(0);

export const META = ['id', 'owner_id', 'document_id', 'name', 'mime', 'size', 'sha256', 'is_translated', 'is_generated', 'created_at'] as const;

export const toRecord = (r: Pick<FilesTable, (typeof META)[number]>): FileRecord => ({
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
 * double-clicked Generate and parallel replaces contend on). SQLite: a write that changes nothing takes the
 * database's single write lock as the transaction's first statement (BEGIN IMMEDIATE semantics: the rows read next
 * cannot change under it, also against another process such as `npm run migrate-files`).
 */
export const lockOwner = async (tx: FilesDb, dialect: DbDialect, ownerId: string): Promise<void> => {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`i129f.files:${ownerId}`}, 0))`.execute(tx);
  else await sql`update files set owner_id = owner_id where 0`.execute(tx);
};

/** The dialect of a Kysely handle (the routes pass only `deps.db`). */
export const dialectOf = (db: Db | Kysely<any>): DbDialect => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
