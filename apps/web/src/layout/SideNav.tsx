import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { NavLinks } from './NavLinks.tsx';

export function SideNav({ user }: { user: UserInfo }) {
  const { t } = useTranslation('common');
  return (
    <nav className="side-nav" aria-label={t('nav.main')}>
      <NavLinks user={user} />
    </nav>
  );
}
