import type { Kysely } from 'kysely';
import type { AnswerSnapshot } from '@i129f/petition/review/changes-since.ts';
import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText, sealText } from '../crypto/seal.ts';

/** The table of migration 010: the answers when the client's I-129F was last generated. */
interface PdfMarksTables {
  pdf_marks: { client_id: string; generated_at: number; snapshot: string };
}

const marksDb = (db: Db) => db as unknown as Kysely<PdfMarksTables>;

/** The row identity the snapshot is sealed with: a snapshot copied to another client's row does not open. */
export const pdfMarkAad = (clientId: string): string => `pdf_marks\u0000${clientId}`;

export interface PdfMark {
  generatedAt: number;
  snapshot: AnswerSnapshot;
}

export async function readPdfMark(db: Db, clientId: string): Promise<PdfMark | null> {
  const row = await marksDb(db).selectFrom('pdf_marks').select(['generated_at', 'snapshot']).where('client_id', '=', clientId).executeTakeFirst();
  if (!row) return null;
  return { generatedAt: Number(row.generated_at), snapshot: JSON.parse(openText(keyringOf(db), row.snapshot, pdfMarkAad(clientId))) as AnswerSnapshot };
}

/** One row per client: the latest PDF replaces the previous mark. */
export async function writePdfMark(db: Db, o: { clientId: string; generatedAt: number; snapshot: AnswerSnapshot }): Promise<void> {
  const snapshot = sealText(keyringOf(db), JSON.stringify(o.snapshot), pdfMarkAad(o.clientId));
  await marksDb(db)
    .insertInto('pdf_marks')
    .values({ client_id: o.clientId, generated_at: o.generatedAt, snapshot })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ generated_at: o.generatedAt, snapshot }))
    .execute();
}

/** Account deletion (account-data/delete-account.ts, inside its transaction). */
export async function deletePdfMark(db: Db, clientId: string): Promise<void> {
  await marksDb(db).deleteFrom('pdf_marks').where('client_id', '=', clientId).execute();
}
