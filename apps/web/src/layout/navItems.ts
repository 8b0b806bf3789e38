import { showsClientsMenu, showsUsersNav } from '@i129f/petition/account/roles.ts';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import type { common } from '@i129f/petition/i18n/en/common.ts';

/** A key of the 'common' catalogue's nav texts (the shown label is t(`nav.${label}`)). */
export type NavLabel = Exclude<keyof typeof common.nav, 'main' | 'mobile' | 'menu' | 'userMenu' | 'logOut'>;

export interface NavItem {
  label: NavLabel;
  to: string;
  visible: (user: UserInfo) => boolean;
}

const always = () => true;
/** A beneficiary (issue 24) reaches her own part only: her 'Dashboard' is /my-part. */
const notBeneficiary = (u: UserInfo) => u.userType !== 'BENEFICIARY';
const beneficiary = (u: UserInfo) => u.userType === 'BENEFICIARY';

/** Side navigation and the mobile menu (spec §2, §6). */
export const SIDE_NAV: readonly NavItem[] = [
  { label: 'clients', to: '/clients', visible: (u) => showsClientsMenu(u.role) },
  { label: 'dashboard', to: '/my-part', visible: beneficiary },
  { label: 'files', to: '/documents', visible: notBeneficiary },
  { label: 'users', to: '/clients', visible: (u) => showsUsersNav(u.userType) },
];

/** User menu links (spec §2); 'Log Out' follows them. */
export const USER_MENU: readonly NavItem[] = [
  { label: 'dashboard', to: '/my-part', visible: beneficiary },
  { label: 'dashboard', to: '/welcome-client', visible: notBeneficiary },
  { label: 'clients', to: '/clients', visible: (u) => showsClientsMenu(u.role) },
  { label: 'documents', to: '/documents', visible: notBeneficiary },
  { label: 'userManagement', to: '/clients', visible: notBeneficiary },
  // Her own trail and data too (issue 24): export and delete her account.
  { label: 'activity', to: '/activity', visible: always },
  { label: 'yourData', to: '/your-data', visible: always },
];

export const visibleItems = (items: readonly NavItem[], user: UserInfo) => items.filter((item) => item.visible(user));

export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
