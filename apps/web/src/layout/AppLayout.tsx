import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useUserInfo } from '../session/session.ts';
import { useSessionExpiry } from '../session/useSessionExpiry.ts';
import { Header } from './Header.tsx';
import { SideNav } from './SideNav.tsx';
import { useWhenIdle } from '../ui/useWhenIdle.ts';
import '../styles/global.css';
import './layout.css';

// The comments banner (its code, texts and request) waits until the page shows its content and the browser is idle: it
// never delays a page's first paint (issue 12.4). Its code failing to arrive leaves the page without it, nothing more.
const OpenCommentsBanner = lazy(() =>
  import('../features/review/OpenCommentsBanner.tsx').then(
    (m) => ({ default: m.OpenCommentsBanner }),
    () => ({ default: () => null }),
  ),
);

/** Frame of every signed-in page: header, side navigation and the page in <main>. */
export default function AppLayout() {
  const { t } = useTranslation('common');
  const user = useUserInfo();
  useSessionExpiry();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const idle = useWhenIdle();
  useEffect(() => {
    // After a page change, move focus into the new page unless the page focused a field itself.
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  if (!user) return <Navigate to="/login" replace />;
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header user={user} />
      {navigation.state === 'loading' && <div className="app__loading" role="progressbar" aria-label={t('loadingPage')} />}
      <div className="app__body">
        <SideNav user={user} />
        <main id="main" className="app__main" tabIndex={-1}>
          {idle && (
            <Suspense fallback={null}>
              <OpenCommentsBanner />
            </Suspense>
          )}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
