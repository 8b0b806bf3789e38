import type { Kysely } from 'kysely';
import type { AppDeps } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { auditDb } from '../audit/audit-table.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import { deleteReviewData } from '../review/status-repo.ts';
import { deletePdfMark } from '../pdf-marks/pdf-marks-repo.ts';
import { deleteBeneficiariesOf, endLinksOfBeneficiary } from '../beneficiary/delete-beneficiaries.ts';
import { reclaimFreedPages } from '../db/reclaim-space.ts';
import { removeOwnerObjects } from '../files/file-bytes.ts';

/** Tables written by features that may not exist in every schema; each entry: how its rows name an account. */
const OPTIONAL_TABLES = [{ table: 'invitations', byId: ['inviter_id', 'accepted_user_id'], byEmail: 'email' }] as const;

type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Deletes an account and everything stored about it, in one transaction: sessions, reset tokens,
 * the petition (head, sections, answer history), files (bytes included; in object storage: the account's folder of the bucket, after the transaction), invitations sent by it, to its address or accepted by it,
 * then the user row. Audit rows stay (who did what, as ids only): their file references are cleared.
 * Afterwards (SQLite) the freed pages are given back and the WAL is checkpointed and truncated, so nothing of the
 * account stays readable in the database files (db/reclaim-space.ts, with secure_delete in db/connect.ts).
 * The account's login throttling counters are dropped afterwards. The caller checks who may do this
 * and that no account sits under it.
 */
export async function deleteAccount(deps: AppDeps, account: UserRow, log?: { warn(message: string): void }): Promise<void> {
  const present = new Set((await deps.db.introspection.getTables()).map((t) => t.name));
  await deps.db.transaction().execute(async (tx) => {
    const loose = tx as unknown as LooseDb;
    await tx.deleteFrom('sessions').where('user_id', '=', account.id).execute();
    await tx.deleteFrom('password_resets').where('user_id', '=', account.id).execute();
    await tx.deleteFrom('answer_history').where('user_id', '=', account.id).execute();
    await tx.deleteFrom('chat_sections').where('user_id', '=', account.id).execute();
    await tx.deleteFrom('chat_states').where('user_id', '=', account.id).execute();
    await loose.deleteFrom('files').where('owner_id', '=', account.id).execute();
    for (const t of OPTIONAL_TABLES) {
      if (!present.has(t.table)) continue;
      await loose
        .deleteFrom(t.table)
        .where((eb) => eb.or([...t.byId.map((c) => eb(c, '=', account.id)), eb(t.byEmail, '=', account.email)]))
        .execute();
    }
    // Issue 24: the beneficiaries he invited (their accounts answered only for his petition) go with him.
    if (present.has('beneficiary_links')) await deleteBeneficiariesOf(tx, account.id);
    if (present.has('beneficiary_links') && account.user_type === 'BENEFICIARY') await endLinksOfBeneficiary(tx, account.id, deps.now());
    await deleteReviewData(tx, account.id);
    await deletePdfMark(tx, account.id);
    await auditDb(tx).updateTable('audit_log').set({ file_ref: null }).where('target_id', '=', account.id).execute();
    await tx.deleteFrom('users').where('id', '=', account.id).execute();
  });
  await removeOwnerObjects(deps.objects, account.id, (err) => log?.warn(`account deleted, but some of its files stayed in object storage (sealed; named by no row): ${err.message}`));
  // SQLite: what the rows held is zeroed (secure_delete); the freed pages go back and the WAL's old page images with them.
  const reclaimed = await reclaimFreedPages(deps.db, deps.dialect);
  if (reclaimed && !reclaimed.walTruncated) log?.warn('account deleted, but the WAL could not be truncated yet: its old pages are overwritten as it is reused');
  const throttle = new LoginThrottle(deps.limiter, deps.config.rateLimit);
  await throttle.clearAccount(account.email);
  await deps.limiter.clear(`login:known:${account.email} `);
}
