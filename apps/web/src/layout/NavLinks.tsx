import { NavLink } from 'react-router';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { SIDE_NAV, visibleItems } from './navItems.ts';

interface NavLinksProps {
  user: UserInfo;
  onNavigate?: () => void;
}

/** The side navigation's links, shared by the desktop side bar and the mobile menu. */
export function NavLinks({ user, onNavigate }: NavLinksProps) {
  return (
    <ul className="nav-links">
      {visibleItems(SIDE_NAV, user).map((item) => (
        <li key={item.label}>
          <NavLink to={item.to} end onClick={onNavigate} className="nav-links__link">
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
