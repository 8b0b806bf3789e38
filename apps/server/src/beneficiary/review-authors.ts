import type { Db } from '../db/schema.ts';
import { keysAuthoredBy } from './part-repo.ts';
import { beneficiaryDb } from './tables.ts';

/**
 * Who answered what, for the firm's review (issue 24): the petition's beneficiary (the newest one who accepted an
 * invitation) and the answer keys whose current value she gave — a confirmation saved them with her as their author,
 * and the petitioner has not changed them since.
 */
export async function beneficiaryAuthorship(db: Db, clientId: string): Promise<{ beneficiary: { fullName: string; email: string; active: boolean } | null; keys: Set<string> }> {
  const rows = await beneficiaryDb(db)
    .selectFrom('beneficiary_links')
    .innerJoin('users', 'users.id', 'beneficiary_links.beneficiary_id')
    .select(['users.id', 'users.full_name', 'users.email', 'beneficiary_links.revoked_at', 'beneficiary_links.accepted_at'])
    .where('beneficiary_links.petitioner_id', '=', clientId)
    .orderBy('beneficiary_links.accepted_at', 'desc')
    .execute();
  if (!rows.length) return { beneficiary: null, keys: new Set() };
  const newest = rows[0]!;
  const keys = await keysAuthoredBy(db, { petitionerId: clientId, authorIds: rows.map((r) => r.id) });
  return { beneficiary: { fullName: newest.full_name, email: newest.email, active: newest.revoked_at === null }, keys };
}
