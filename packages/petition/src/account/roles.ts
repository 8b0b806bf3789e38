/**
 * Account types (spec §3, §6). Registration always creates a CLIENT. A BENEFICIARY (issue 24) is invited by a
 * petitioner to answer her own part of his petition: she reaches only the routes made for her (auth/guards.ts).
 */
export const USER_TYPES = ['CLIENT', 'PARALEGAL', 'LAWYER', 'BENEFICIARY'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Profile role. 'u' is a plain user (spec §6): no Clients menu item. Staff get their type's role. */
export type ProfileRole = 'u' | 'paralegal' | 'lawyer';

export const PROFILE_ROLE_BY_TYPE = {
  CLIENT: 'u',
  PARALEGAL: 'paralegal',
  LAWYER: 'lawyer',
  BENEFICIARY: 'u',
} as const satisfies Record<UserType, ProfileRole>;

/** Spec §2 user menu: Clients is hidden when there is no profile role or the role is 'u'. */
export function showsClientsMenu(role: ProfileRole | null | undefined): boolean {
  return role != null && role !== 'u';
}

/** Spec §2 side navigation: Users only when the user type is not CLIENT. */
export function showsUsersNav(userType: UserType | null | undefined): boolean {
  return userType != null && userType !== 'CLIENT' && userType !== 'BENEFICIARY';
}

/** Firm staff: lawyers and paralegals (not a client, not a beneficiary). */
export const isStaffType = (userType: UserType | null | undefined): boolean => userType === 'LAWYER' || userType === 'PARALEGAL';

/** Which account types may be the parent of which (a client under a paralegal or lawyer, a paralegal under a lawyer). */
export const ALLOWED_PARENT_TYPES = {
  CLIENT: ['PARALEGAL', 'LAWYER'],
  PARALEGAL: ['LAWYER'],
  LAWYER: [],
  BENEFICIARY: [],
} as const satisfies Record<UserType, readonly UserType[]>;
