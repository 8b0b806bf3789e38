import type { Db } from '../db/schema.ts';
import { beneficiaryDb } from './tables.ts';

/**
 * A petitioner's account is deleted (account-data/delete-account.ts, inside its transaction): the beneficiaries he
 * invited answered only for his petition, so their accounts go too — sessions, reset tokens, their drafts (head,
 * sections, history) and the user rows. His links, requests, choices and confirmations follow by cascade.
 */
export async function deleteBeneficiariesOf(tx: Db, petitionerId: string): Promise<void> {
  const rows = await beneficiaryDb(tx).selectFrom('beneficiary_links').select('beneficiary_id').where('petitioner_id', '=', petitionerId).where('beneficiary_id', 'is not', null).execute();
  const ids = [...new Set(rows.map((r) => r.beneficiary_id!))];
  if (!ids.length) return;
  await tx.deleteFrom('sessions').where('user_id', 'in', ids).execute();
  await tx.deleteFrom('password_resets').where('user_id', 'in', ids).execute();
  await tx.deleteFrom('answer_history').where('user_id', 'in', ids).execute();
  await tx.deleteFrom('chat_sections').where('user_id', 'in', ids).execute();
  await tx.deleteFrom('chat_states').where('user_id', 'in', ids).execute();
  await tx.deleteFrom('users').where('id', 'in', ids).where('user_type', '=', 'BENEFICIARY').execute();
}

/**
 * A beneficiary deletes her own account (account-data/routes.ts, inside its transaction): her link to the petition ends
 * as if he had revoked it (he sees it ended and may invite again); what she answered stays only where he confirmed it.
 */
export async function endLinksOfBeneficiary(tx: Db, beneficiaryId: string, now: number): Promise<void> {
  await beneficiaryDb(tx).updateTable('beneficiary_links').set({ revoked_at: now }).where('beneficiary_id', '=', beneficiaryId).where('revoked_at', 'is', null).execute();
  await beneficiaryDb(tx).updateTable('beneficiary_links').set({ beneficiary_id: null }).where('beneficiary_id', '=', beneficiaryId).execute();
}
