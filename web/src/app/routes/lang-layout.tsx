import type { ReactNode } from 'react';
import type { Lang } from '#contract/common';
import { AppShell } from '#web/components/layout/app-shell.tsx';
import { NavbarSearch } from '#web/features/navbar-search/components/navbar-search.tsx';
import { LangContext } from '#web/lib/i18n/use-lang.ts';
import { AccountOverlay, userMenuSlot } from './account-chrome.tsx';
import { memberMenusSlot, memberSidebarSlot } from './member-menus.tsx';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { NewsModal } from '#web/features/devblog/components/news-modal.tsx';
import { AdSlot } from '#web/features/ads/components/ad-slot.tsx';
import { SideBanner } from '#web/features/ads/components/side-banner.tsx';
import { CommunityStatus } from '#web/features/live/components/community-status.tsx';
import { StreamPanel } from '#web/features/live/components/stream-panel.tsx';

/** The community menu's foot: the online count and the data version of each game. */
const SECTION_FOOTERS = { community: <CommunityStatus /> };

/** The shell in a language; `children` replace the route's outlet (the 404 page of a path without a language). */
export function LangLayout({ lang, children }: { lang: Lang; children?: ReactNode }) {
  // The member's menus and the entries for members show to a signed-in member only (site-spec §6).
  const member = useSession().status === 'member';
  return (
    <LangContext.Provider value={lang}>
      <AppShell
        search={<NavbarSearch />}
        userMenu={userMenuSlot}
        memberMenus={member ? memberMenusSlot : undefined}
        memberSidebar={member ? memberSidebarSlot : undefined}
        member={member}
        sectionFooters={SECTION_FOOTERS}
        overlay={
          <>
            <AccountOverlay />
            <StreamPanel />
            <NewsModal />
            <AdSlot kind="leaderboard" />
            <SideBanner />
          </>
        }
        beforeFooter={<AdSlot kind="banner" />}
      >
        {children}
      </AppShell>
    </LangContext.Provider>
  );
}
