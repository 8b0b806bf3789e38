import { useEffect, useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { logOut } from '../session/logOut.ts';
import { USER_MENU, initials, visibleItems } from './navItems.ts';
import { usePopup } from './useDismiss.ts';

interface UserMenuProps {
  user: UserInfo;
}

/** Menu button with initials and full name; arrow keys move, Escape closes (WAI-ARIA menu button). */
export function UserMenu({ user }: UserMenuProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const menuId = useId();
  const { open, setOpen, close, container, button } = usePopup<HTMLDivElement, HTMLButtonElement>();
  const items = visibleItems(USER_MENU, user);

  const menuItems = () => [...(container.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (open) menuItems()[0]?.focus();
  }, [open]);

  function onMenuKey(event: KeyboardEvent) {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      all[(target + all.length) % all.length]?.focus();
    } else if (event.key === 'Tab') close();
  }

  function go(to: string) {
    close();
    navigate(to);
  }

  async function onLogOut() {
    close();
    await logOut();
    navigate('/login', { replace: true });
  }

  return (
    <div className="user-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="user-menu__initials" aria-hidden="true">
          {initials(user.fullName)}
        </span>
        <span className="user-menu__name" title={user.fullName}>
          {user.fullName}
        </span>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={t('nav.userMenu')} className="user-menu__list" onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li role="none" key={item.label}>
              <button type="button" role="menuitem" tabIndex={-1} onClick={() => go(item.to)}>
                {t(`nav.${item.label}`)}
              </button>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={onLogOut}>
              {t('nav.logOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
