import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker } from '../../i18n/LanguagePicker.tsx';
import './auth.css';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** Frame of the signed-out screens: brand banner, one card with the page's h1. */
export function AuthLayout({ title, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <div className="auth">
      <header className="auth__banner">
        <Link to="/" className="auth__brand">
          {t('brand')}
        </Link>
        <LanguagePicker />
      </header>
      <main className="auth__main">
        <div className="auth__card">
          <h1>{title}</h1>
          {children}
        </div>
        {footer && <p className="auth__footer">{footer}</p>}
      </main>
    </div>
  );
}
