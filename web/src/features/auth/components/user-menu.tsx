/**
 * The user menu of the shell (site-spec §2): a visitor gets the login and registration buttons; a
 * member the language switch, their profile and logout, a moderator or an admin the admin page,
 * and an admin (role 10) the debug line of the stuff mode.
 */
import { useCallback, type ReactNode } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES } from '#contract/users';
import { LanguageLinks } from '#web/components/layout/language-links.tsx';
import { ChevronDownIcon, UserIcon } from '#web/components/ui/icons.tsx';
import { useDisclosure } from '#web/components/ui/use-disclosure.ts';
import { MEMBER_ROUTES } from '#web/config/member-routes.ts';
import type { RouteName } from '#web/config/routes.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { openAuthDialog } from '#web/entities/session/model/auth-dialogs.ts';
import { logout } from '#web/entities/session/model/session-lifecycle.ts';
import { useCurrentStuffMode } from '#web/entities/stuff/model/stuff-mode.ts';
import '../messages/index.ts';
import './auth.css';

interface UserMenuProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's level (the app passes the gamification feature's), shown beside the nickname. */
  level?: ReactNode;
}

function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { routeName?: RouteName } | undefined;
    if (handle?.routeName) return handle.routeName;
  }
  return undefined;
}

export function UserMenu({ isOpen, onOpenChange, level }: UserMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const routeName = useRouteName();
  // The stuff mode of the page (site-spec §3 visibility, builder-spec §4), set by the builder shown.
  const stuffMode = useCurrentStuffMode();
  const { rootRef, onKeyDown, close, buttonProps, panelProps } = useDisclosure<HTMLDivElement>({ isOpen, onOpenChange });

  const signOut = useCallback(async () => {
    close();
    const message = await logout();
    if (message) showAlert('success', message);
    if (routeName && MEMBER_ROUTES.has(routeName)) void navigate(pathTo('site.home'));
  }, [close, navigate, pathTo, routeName]);

  if (session.status === 'loading') return <div className="user-menu" aria-busy="true" />;
  if (session.status === 'visitor') {
    return (
      <div className="user-menu user-menu--visitor">
        <button type="button" className="button button--small button--ghost user-menu__login" onClick={() => openAuthDialog('login')} data-testid="open-login">
          <UserIcon size={18} className="user-menu__icon" aria-hidden="true" />
          <span className="user-menu__label">{t('auth.login')}</span>
        </button>
        <button type="button" className="button button--small button--primary" onClick={() => openAuthDialog('register')} data-testid="open-register">
          {t('auth.register')}
        </button>
      </div>
    );
  }
  const { user } = session;
  return (
    <div className="nav-menu nav-menu--end user-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button {...buttonProps} className="nav-menu__button nav-menu__button--compact" data-testid="user-menu">
        <span className="visually-hidden">{t('auth.menu.label')}: </span>
        <span className="user-menu__name" data-testid="user-menu-name">
          {user.name}
        </span>
        {level}
        <ChevronDownIcon size={16} className="nav-menu__chevron" />
      </button>
      <div {...panelProps} className="nav-menu__panel nav-menu__panel--narrow">
        <ul role="list" className="nav-menu__list">
          <li>
            <Link to={pathTo('user.profile')} className="nav-menu__link nav-menu__link--simple" onClick={close} data-testid="user-menu-profile">
              {t('auth.menu.profile')}
            </Link>
          </li>
          {user.role_id <= ROLES.moderator && (
            <li>
              <Link to={pathTo('admin.members')} className="nav-menu__link nav-menu__link--simple" onClick={close} data-testid="user-menu-admin">
                {t('auth.menu.admin')}
              </Link>
            </li>
          )}
          <li>
            <button type="button" className="nav-menu__link nav-menu__link--simple user-menu__logout" onClick={() => void signOut()} data-testid="user-menu-logout">
              {t('auth.menu.logout')}
            </button>
          </li>
        </ul>
        <LanguageLinks className="nav-menu__list user-menu__languages" linkClassName="nav-menu__link nav-menu__link--simple" onNavigate={close} compact testIdPrefix="user-lang" />
        {user.role_id === ROLES.admin && (
          <p className="user-menu__debug" data-testid="user-menu-debug">
            {t('auth.menu.debug', { mode: stuffMode })}
          </p>
        )}
      </div>
    </div>
  );
}
