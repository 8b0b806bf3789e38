import type { InvitationInfo } from '@i129f/petition/api/invitations.ts';
import type { AppDeps, SessionUser } from '../context.ts';
import { forbidden, notFound, errorText } from '../http/errors.ts';
import { invitationDb, pendingInvitations, toInvitationInfo } from './repo.ts';

const isStaff = (user: SessionUser) => user.userType === 'LAWYER' || user.userType === 'PARALEGAL';

/** Pending invitations the caller sent; a lawyer also sees those of its paralegals. Newest first. */
export async function listInvitations(deps: AppDeps, caller: SessionUser): Promise<InvitationInfo[]> {
  if (!isStaff(caller)) throw forbidden(errorText('onlyStaffInvitations'));
  let query = pendingInvitations(deps.db, deps.now());
  query =
    caller.userType === 'LAWYER'
      ? query.where((eb) => eb.or([eb('invitations.inviter_id', '=', caller.id), eb('inviter.parent_id', '=', caller.id)]))
      : query.where('invitations.inviter_id', '=', caller.id);
  const rows = await query.orderBy('invitations.created_at', 'desc').orderBy('invitations.email').execute();
  return rows.map(toInvitationInfo);
}

/** Revokes a pending invitation the caller may see (listInvitations); anything else is 404. */
export async function revokeInvitation(deps: AppDeps, caller: SessionUser, id: string): Promise<void> {
  const visible = (await listInvitations(deps, caller)).some((i) => i.id === id);
  if (!visible) throw notFound();
  await invitationDb(deps.db).updateTable('invitations').set({ revoked_at: deps.now() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}
