import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { NavLinks } from './NavLinks.tsx';

export function SideNav({ user }: { user: UserInfo }) {
  return (
    <nav className="side-nav" aria-label="Main">
      <NavLinks user={user} />
    </nav>
  );
}
