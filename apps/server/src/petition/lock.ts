import type { PetitionLock } from '@i129f/petition/api/petition.ts';
import type { Db } from '../db/schema.ts';
import { reviewDb } from '../review/review-tables.ts';

/** The lock of an approved petition (who approved it and when), or null while the client may change answers. */
export async function readLock(db: Db, clientId: string): Promise<PetitionLock | null> {
  const row = await reviewDb(db)
    .selectFrom('petition_status')
    .select(['status', 'updated_at', 'updated_by'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (row?.status !== 'approved') return null;
  const by = await db.selectFrom('users').select('full_name').where('id', '=', row.updated_by).executeTakeFirst();
  return { since: Number(row.updated_at), by: by?.full_name ?? '' };
}
