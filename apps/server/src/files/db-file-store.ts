import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../db/schema.ts';
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

/** FileStore on the app database (SQLite or PostgreSQL): one row per file, bytes included. */
export const createDbFileStore = (database: Db, now: () => number): FileStore => {
  const db = (database as unknown as FilesDb);
  const insert = async (tx: FilesDb, f: NewFile): Promise<FileRecord> => {
    // A file replaced under the same name keeps its id (the editor's documentId stays valid).
    const existing = await tx.selectFrom('files').select('id').where('owner_id', '=', f.ownerId).where('name', '=', f.name).executeTakeFirst();
    await tx.deleteFrom('files').where('owner_id', '=', f.ownerId).where('name', '=', f.name).execute();
    const row = {
      id: existing?.id ?? randomUUID(),
      owner_id: f.ownerId,
      document_id: f.documentId,
      name: f.name,
      mime: f.mime,
      size: f.bytes.length,
      sha256: createHash('sha256').update(f.bytes).digest('hex'),
      is_translated: f.isTranslated ? 1 : 0,
      is_generated: f.isGenerated ? 1 : 0,
      created_at: now(),
    };
    await tx.insertInto('files').values({ ...row, bytes: Buffer.from(f.bytes) }).execute();
    return toRecord(row);
  };
  return {
    put: (f) => db.transaction().execute((tx) => insert(tx, f)),
    async get(ownerId, name) {
      const row = await db.selectFrom('files').selectAll().where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirst();
      return row ? { record: toRecord(row), bytes: new Uint8Array(row.bytes) } : undefined;
    },
    async list(ownerId) {
      const rows = await db.selectFrom('files').select(META).where('owner_id', '=', ownerId).orderBy('created_at').orderBy('name').execute();
      return rows.map(toRecord);
    },
    async delete(ownerId, name) {
      const res = await db.deleteFrom('files').where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
    replace: (scope, files) =>
      db.transaction().execute(async (tx) => {
        await tx
          .deleteFrom('files')
          .where('owner_id', '=', scope.ownerId)
          .where('document_id', '=', scope.documentId)
          .where('is_translated', '=', scope.isTranslated ? 1 : 0)
          .execute();
        const out: FileRecord[] = [];
        for (const f of files) out.push(await insert(tx, f));
        return out;
      }),
  };
};
