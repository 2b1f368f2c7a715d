/** The frame of every page: skip link, the sibling sites, top bar, the page, footer and the alert overlay. */
import type { ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertRegion } from '../ui/alert-region.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteSwitch } from './site-switch.tsx';
import type { SectionFooters } from './mobile-sidebar.tsx';
import { TopBar, type MemberMenusSlot, type MemberSidebarSlot, type UserMenuSlot } from './top-bar.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import './layout.css';

/**
 * `search`: what the top bar shows as its search box (given by the app). `children`: the page,
 * when it is not the route's outlet (the 404 page of a path without a language).
 */
export function AppShell({
  search,
  userMenu,
  memberMenus,
  memberSidebar,
  member,
  sectionFooters,
  overlay,
  beforeFooter,
  children,
}: {
  search?: ReactNode;
  userMenu?: UserMenuSlot;
  /** The member's stuff and folder menus (given by the app), in the bar and in the mobile sidebar. */
  memberMenus?: MemberMenusSlot;
  memberSidebar?: MemberSidebarSlot;
  /** A signed-in member: the bar shows the entries for members. */
  member?: boolean;
  /** Under a menu's links (the community menu's online count and data versions, given by the app). */
  sectionFooters?: SectionFooters;
  /** Under the bar: the account banner and dialogs (given by the app). */
  overlay?: ReactNode;
  /** Between the page and the footer (the banner ad slot, given by the app). */
  beforeFooter?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useDocumentTitle();
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <SiteSwitch />
      <TopBar search={search} userMenu={userMenu} memberMenus={memberMenus} memberSidebar={memberSidebar} member={member} sectionFooters={sectionFooters} />
      {overlay}
      <div className="route-progress" data-active={navigation.state !== 'idle'} aria-hidden="true" />
      <main id="main" className="shell__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {beforeFooter}
      <SiteFooter />
      <AlertRegion />
    </div>
  );
}
