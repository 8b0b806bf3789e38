import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { NavLinks } from './NavLinks.tsx';
import { usePopup } from './useDismiss.ts';

/** Hamburger menu for small screens; mirrors the side navigation. */
export function MobileMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation('common');
  const panelId = useId();
  const { open, setOpen, close, container, button } = usePopup<HTMLDivElement, HTMLButtonElement>();

  return (
    <div className="mobile-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="mobile-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="mobile-menu__icon" aria-hidden="true" />
        <span className="visually-hidden">{t('nav.menu')}</span>
      </button>
      {open && (
        <nav id={panelId} className="mobile-menu__panel" aria-label={t('nav.mobile')}>
          <NavLinks user={user} onNavigate={close} />
        </nav>
      )}
    </div>
  );
}
