import { showsClientsMenu, showsUsersNav } from '@i129f/petition/account/roles.ts';
import type { UserInfo } from '@i129f/petition/api/auth.ts';

export interface NavItem {
  label: string;
  to: string;
  visible: (user: UserInfo) => boolean;
}

const always = () => true;

/** Side navigation and the mobile menu (spec §2, §6). */
export const SIDE_NAV: readonly NavItem[] = [
  { label: 'Clients', to: '/clients', visible: (u) => showsClientsMenu(u.role) },
  { label: 'Files', to: '/documents', visible: always },
  { label: 'Users', to: '/clients', visible: (u) => showsUsersNav(u.userType) },
];

/** User menu links (spec §2); 'Log Out' follows them. */
export const USER_MENU: readonly NavItem[] = [
  { label: 'Dashboard', to: '/welcome-client', visible: always },
  { label: 'Clients', to: '/clients', visible: (u) => showsClientsMenu(u.role) },
  { label: 'Documents', to: '/documents', visible: always },
  { label: 'User Management', to: '/clients', visible: always },
  { label: 'Activity', to: '/activity', visible: always },
  { label: 'Your Data', to: '/your-data', visible: always },
];

export const visibleItems = (items: readonly NavItem[], user: UserInfo) => items.filter((item) => item.visible(user));

export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
