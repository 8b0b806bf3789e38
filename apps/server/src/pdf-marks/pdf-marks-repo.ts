import type { Kysely } from 'kysely';
import type { AnswerSnapshot } from '@i129f/petition/review/changes-since.ts';
import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText } from '../crypto/seal.ts';

/**
 * The table of migrations 010 and 011: when the client's I-129F was last generated and at which petition version.
 * Marks from before migration 011 hold a sealed snapshot of the answers instead (version null); new ones keep ''.
 */
interface PdfMarksTables {
  pdf_marks: { client_id: string; generated_at: number; snapshot: string; version: number | null };
}

const marksDb = (db: Db) => db as unknown as Kysely<PdfMarksTables>;

/** The row identity a legacy snapshot is sealed with: a snapshot copied to another client's row does not open. */
export const pdfMarkAad = (clientId: string): string => `pdf_marks\u0000${clientId}`;

export type PdfMark = { generatedAt: number; version: number } | { generatedAt: number; version: null; snapshot: AnswerSnapshot };

export async function readPdfMark(db: Db, clientId: string): Promise<PdfMark | null> {
  const row = await marksDb(db).selectFrom('pdf_marks').select(['generated_at', 'snapshot', 'version']).where('client_id', '=', clientId).executeTakeFirst();
  if (!row) return null;
  const generatedAt = Number(row.generated_at);
  if (row.version !== null) return { generatedAt, version: Number(row.version) };
  return { generatedAt, version: null, snapshot: JSON.parse(openText(keyringOf(db), row.snapshot, pdfMarkAad(clientId))) as AnswerSnapshot };
}

/** One row per client: the latest PDF replaces the previous mark. */
export async function writePdfMark(db: Db, o: { clientId: string; generatedAt: number; version: number }): Promise<void> {
  await marksDb(db)
    .insertInto('pdf_marks')
    .values({ client_id: o.clientId, generated_at: o.generatedAt, snapshot: '', version: o.version })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ generated_at: o.generatedAt, snapshot: '', version: o.version }))
    .execute();
}

/** Account deletion (account-data/delete-account.ts, inside its transaction). */
export async function deletePdfMark(db: Db, clientId: string): Promise<void> {
  await marksDb(db).deleteFrom('pdf_marks').where('client_id', '=', clientId).execute();
}
