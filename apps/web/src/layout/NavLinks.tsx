import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { SIDE_NAV, visibleItems } from './navItems.ts';

interface NavLinksProps {
  user: UserInfo;
  onNavigate?: () => void;
}

/**
 * The side navigation's links, shared by the desktop side bar and the mobile menu. Clients and Users both lead to
 * /clients; only the first link to a page is marked current, so one entry is highlighted (and aria-current) at a time.
 */
export function NavLinks({ user, onNavigate }: NavLinksProps) {
  const { t } = useTranslation('common');
  const items = visibleItems(SIDE_NAV, user);
  return (
    <ul className="nav-links">
      {items.map((item, index) => (
        <li key={item.label}>
          {items.findIndex((other) => other.to === item.to) < index ? (
            <Link to={item.to} onClick={onNavigate} className="nav-links__link">
              {t(`nav.${item.label}`)}
            </Link>
          ) : (
            <NavLink to={item.to} end onClick={onNavigate} className="nav-links__link">
              {t(`nav.${item.label}`)}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
