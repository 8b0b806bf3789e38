import { Link, useLocation } from 'react-router';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { useAppState } from '../state/appState.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { displayedStep, showsProgressBar } from './progress.ts';
import { UserMenu } from './UserMenu.tsx';

export function Header({ user }: { user: UserInfo }) {
  const { pathname } = useLocation();
  const step = displayedStep(pathname, useAppState((s) => s.currentProgressBarStep));
  return (
    <header className="app-header">
      <MobileMenu user={user} />
      <Link to="/welcome-client" className="app-header__brand">
        I-129F Petition Preparer
      </Link>
      <div className="app-header__progress">{showsProgressBar(pathname) && <ProgressBar step={step} />}</div>
      <UserMenu user={user} />
    </header>
  );
}
