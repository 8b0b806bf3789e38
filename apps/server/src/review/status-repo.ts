import type { PetitionStatus } from '@i129f/petition/api/review.ts';
import type { Db } from '../db/schema.ts';
import { reviewDb } from './review-tables.ts';

/** A client's petition status; no row = 'in_progress'. */
export async function readStatus(db: Db, clientId: string): Promise<PetitionStatus> {
  const row = await reviewDb(db).selectFrom('petition_status').select('status').where('client_id', '=', clientId).executeTakeFirst();
  return row?.status ?? 'in_progress';
}

export async function writeStatus(db: Db, o: { clientId: string; status: PetitionStatus; by: string; now: number }): Promise<void> {
  await reviewDb(db)
    .insertInto('petition_status')
    .values({ client_id: o.clientId, status: o.status, updated_at: o.now, updated_by: o.by })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ status: o.status, updated_at: o.now, updated_by: o.by }))
    .execute();
}

/**
 * Moves the status from `from` to `to` only if it still is `from` (no row counts as 'in_progress'); true when this
 * call made the change. Two requests that both read `from` change it once: the second finds `to` and changes nothing.
 */
export async function changeStatus(db: Db, o: { clientId: string; from: PetitionStatus; to: PetitionStatus; by: string; now: number }): Promise<boolean> {
  const rdb = reviewDb(db);
  const set = { status: o.to, updated_at: o.now, updated_by: o.by };
  if (o.from !== 'in_progress') {
    const r = await rdb.updateTable('petition_status').set(set).where('client_id', '=', o.clientId).where('status', '=', o.from).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
  const r = await rdb
    .insertInto('petition_status')
    .values({ client_id: o.clientId, ...set })
    .onConflict((oc) => oc.column('client_id').doUpdateSet(set).where('petition_status.status', '=', o.from))
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Status and open comment count of each client id (for the Clients page). */
export async function summarize(db: Db, clientIds: readonly string[]): Promise<Map<string, { status: PetitionStatus; openComments: number }>> {
  const out = new Map(clientIds.map((id) => [id, { status: 'in_progress' as PetitionStatus, openComments: 0 }]));
  if (clientIds.length === 0) return out;
  const rdb = reviewDb(db);
  const statuses = await rdb.selectFrom('petition_status').select(['client_id', 'status']).where('client_id', 'in', clientIds).execute();
  for (const s of statuses) out.get(s.client_id)!.status = s.status;
  const counts = await rdb
    .selectFrom('review_comments')
    .select((eb) => ['client_id', eb.fn.countAll<number | string | bigint>().as('n')])
    .where('client_id', 'in', clientIds)
    .where('resolved_at', 'is', null)
    .groupBy('client_id')
    .execute();
  for (const c of counts) out.get(c.client_id)!.openComments = Number(c.n);
  return out;
}

/**
 * Account deletion (account-data/delete-account.ts, inside its transaction): the petition's status and comments of
 * a deleted client, and every 'last review' snapshot of or by the account. Comments a deleted staff member wrote on
 * other petitions stay (their author reads as 'Your law firm').
 */
export async function deleteReviewData(db: Db, accountId: string): Promise<void> {
  const rdb = reviewDb(db);
  await rdb.deleteFrom('petition_status').where('client_id', '=', accountId).execute();
  await rdb.deleteFrom('review_comments').where('client_id', '=', accountId).execute();
  await rdb.deleteFrom('review_marks').where((eb) => eb.or([eb('client_id', '=', accountId), eb('reviewer_id', '=', accountId)])).execute();
}
