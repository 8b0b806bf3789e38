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
