/**
 * The top of every page (site-spec §2 shell): brand, the four menus, the search and the language
 * and theme switches; below 768 px, a mobile bar whose button opens the sidebar.
 */
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { navSectionsFor, type NavSection } from '#web/config/navigation.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { MenuIcon } from '../ui/icons.tsx';
import { Brand } from './brand.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MobileSidebar, MOBILE_SIDEBAR_ID, type SectionFooters } from './mobile-sidebar.tsx';
import { NavMenu } from './nav-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from './use-media-query.ts';
import { useEdgeSwipe } from './use-edge-swipe.ts';

/** The bar's menus' ids: its sections, the language and user menus, and the member's menus (by their own ids). */
type OpenMenu = string | null;

/** The user menu the app puts in the bar (a feature), with the bar's open-menu state. */
export type UserMenuSlot = (props: { isOpen: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;

/**
 * The member's menus the app puts in the bar after the sections (site-spec §2: stuffs and folders
 * menus), as `<li>` items of the bar's list; one open menu at a time with the bar's own.
 */
export type MemberMenusSlot = (props: { isOpen: (id: string) => boolean; onOpenChange: (id: string, open: boolean) => void }) => ReactNode;
/** The same menus in the mobile sidebar; `onNavigate` closes it. */
export type MemberSidebarSlot = (props: { onNavigate: () => void }) => ReactNode;

interface TopBarProps {
  search?: ReactNode;
  userMenu?: UserMenuSlot;
  memberMenus?: MemberMenusSlot;
  memberSidebar?: MemberSidebarSlot;
  /** A signed-in member sees the entries for members (the Stuffminator's link). */
  member?: boolean;
  /** Under a menu's links, in the bar and in the sidebar (the community menu's status, given by the app). */
  sectionFooters?: SectionFooters;
}

/** `search`, `userMenu`, `memberMenus`: what the app puts in the bar (features: the layout does not import them). */
export function TopBar({ search, userMenu, memberMenus, memberSidebar, member = false, sectionFooters }: TopBarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const sections = useMemo(() => navSectionsFor(SITE_VARIANT, member ? 'member' : 'visitor'), [member]);
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);

  const openSidebar = useCallback(() => setSidebarOpen(true), []);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const setMenuOpen = useCallback((id: string, open: boolean) => setOpenMenu((current) => (open ? id : current === id ? null : current)), []);
  const menuHandlers = useMemo(() => {
    const handlers = new Map<string, (open: boolean) => void>();
    for (const id of [...sections.map((section) => section.id), 'language', 'user']) handlers.set(id, (open) => setMenuOpen(id, open));
    return handlers;
  }, [sections, setMenuOpen]);
  const isMenuOpen = useCallback((id: string) => openMenu === id, [openMenu]);

  // A navigation closes whatever was open.
  useEffect(() => {
    setOpenMenu(null);
    setSidebarOpen(false);
  }, [location.pathname]);

  // The sidebar belongs to small screens: growing the window closes it.
  useEffect(() => {
    if (!isMobile) setSidebarOpen(false);
  }, [isMobile]);

  useEdgeSwipe({ enabled: isMobile, isOpen: sidebarOpen, onOpen: openSidebar, onClose: closeSidebar });

  return (
    <header className="topbar">
      <div className="container topbar__inner">
        <button
          type="button"
          className="icon-button topbar__menu-button"
          aria-expanded={sidebarOpen}
          aria-controls={MOBILE_SIDEBAR_ID}
          onClick={openSidebar}
          data-testid="sidebar-open"
        >
          <MenuIcon />
          <span className="visually-hidden">{t('nav.openMenu')}</span>
        </button>
        <Brand />
        <nav className="topnav" aria-label={t('nav.main')}>
          <ul role="list" className="topnav__list">
            {sections.map((section) => (
              <NavMenu
                key={section.id}
                section={section}
                isOpen={openMenu === section.id}
                onOpenChange={menuHandlers.get(section.id)!}
                footer={sectionFooters?.[section.id]}
              />
            ))}
            {memberMenus?.({ isOpen: isMenuOpen, onOpenChange: setMenuOpen })}
          </ul>
        </nav>
        {search}
        <div className="topbar__actions">
          <LanguageMenu isOpen={openMenu === 'language'} onOpenChange={menuHandlers.get('language')!} />
          <ThemeToggle />
        </div>
        {userMenu && <div className="topbar__user">{userMenu({ isOpen: openMenu === 'user', onOpenChange: menuHandlers.get('user')! })}</div>}
      </div>
      {isMobile && (
        <MobileSidebar sections={sections} isOpen={sidebarOpen} onClose={closeSidebar} sectionFooters={sectionFooters}>
          {memberSidebar?.({ onNavigate: closeSidebar })}
        </MobileSidebar>
      )}
    </header>
  );
}
