import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { LanguagePicker } from '../i18n/LanguagePicker.tsx';
import { useAppState } from '../state/appState.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { displayedStep, showsProgressBar } from './progress.ts';
import { UserMenu } from './UserMenu.tsx';

export function Header({ user }: { user: UserInfo }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const step = displayedStep(pathname, useAppState((s) => s.currentProgressBarStep));
  return (
    <header className="app-header">
      <MobileMenu user={user} />
      <Link to="/welcome-client" className="app-header__brand">
        {t('brand')}
      </Link>
      <div className="app-header__progress">{showsProgressBar(pathname) && <ProgressBar step={step} />}</div>
      <LanguagePicker />
      <UserMenu user={user} />
    </header>
  );
}
