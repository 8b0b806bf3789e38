import type { InvitationEnrolResponse } from '@i129f/petition/api/invitations.ts';
import type { AppDeps } from '../context.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText, sealText } from '../crypto/seal.ts';
import { AppError, errorText } from '../http/errors.ts';
import { codeInvalid, storeRecoveryCodes } from '../auth/two-factor-login.ts';
import { requiresTwoFactor, twoFactorAad, twoFactorDb } from '../auth/two-factor-repo.ts';
import { checkTotp, enrolmentData, newRecoveryCodes, newTotpSecret } from '../auth/two-factor-totp.ts';
import type { Db } from '../db/schema.ts';

/**
 * A staff invitation binds the new account's authenticator in the accept itself (issue 23.7): the account, its
 * password and its confirmed second factor are created in one transaction, so there is never a staff account whose
 * password alone could reach an enrolment screen. The secret is made here, shown once, and handed to the browser
 * sealed with the data keys and bound to this invitation (`enrolment`): nothing is stored until the accept, a sealed
 * secret of another invitation does not open, and the browser cannot choose its own.
 */
const enrolmentAad = (invitationId: string) => `invitation_enrolment\u0000${invitationId}`;

export const invitationNeedsTwoFactor = (o: { user_type: string; accountExists: boolean }) => !o.accountExists && requiresTwoFactor(o.user_type);

/** POST /api/invitations/enrol: a new secret for a staff invitation that creates its account. */
export async function startInvitationEnrolment(deps: AppDeps, invitation: { id: string; email: string }): Promise<InvitationEnrolResponse> {
  const secret = newTotpSecret();
  return { secret, ...(await enrolmentData(secret, invitation.email)), enrolment: sealText(keyringOf(deps.db), secret, enrolmentAad(invitation.id)) };
}

const setUpFirst = () => {
  const message = errorText('setUpAuthenticator');
  return new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'code', message }]);
};

/** The accept's `code` checked against the sealed secret of this invitation: the secret and the time step, or 400. */
export async function checkInvitationCode(deps: AppDeps, invitationId: string, o: { code?: string | undefined; enrolment?: string | undefined }): Promise<{ secret: string; step: number }> {
  if (!o.code || !o.enrolment) throw setUpFirst();
  let secret: string;
  try {
    secret = openText(keyringOf(deps.db), o.enrolment, enrolmentAad(invitationId));
  } catch {
    throw setUpFirst();
  }
  const step = await checkTotp({ secret, code: o.code, nowMs: deps.now(), afterStep: null });
  if (typeof step !== 'number') throw codeInvalid();
  return { secret, step };
}

/** Inside the accept's transaction: the new account's confirmed factor and its recovery codes (returned, shown once). */
export async function bindInvitedFactor(trx: Db, o: { userId: string; secret: string; step: number; now: number; keyringDb: Db }): Promise<string[]> {
  const db = twoFactorDb(trx);
  const sealed = sealText(keyringOf(o.keyringDb), o.secret, twoFactorAad(o.userId));
  await db.insertInto('two_factor').values({ user_id: o.userId, secret: sealed, created_at: o.now, confirmed_at: o.now, last_step: o.step }).execute();
  const recoveryCodes = newRecoveryCodes();
  await storeRecoveryCodes(db, o.userId, recoveryCodes, o.now);
  return recoveryCodes;
}
