import type { ReactNode } from 'react';
import type { Lang } from '#contract/common';
import { AppShell } from '#web/components/layout/app-shell.tsx';
import { NavbarSearch } from '#web/features/navbar-search/components/navbar-search.tsx';
import { LangContext } from '#web/lib/i18n/use-lang.ts';
import { AccountOverlay, userMenuSlot } from './account-chrome.tsx';
import { memberMenusSlot, memberSidebarSlot } from './member-menus.tsx';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { deferredPart, useIdle } from '../deferred.tsx';

// Issue 23: what the shell shows around the page (news, streams, ads, the community menu's foot) is not
// in the first load: their chunks load once the page is idle (app/deferred.tsx).
const NewsModal = deferredPart(async () => (await import('#web/features/devblog/components/news-modal.tsx')).NewsModal);
const AdSlot = deferredPart(async () => (await import('#web/features/ads/components/ad-slot.tsx')).AdSlot);
const SideBanner = deferredPart(async () => (await import('#web/features/ads/components/side-banner.tsx')).SideBanner);
const CommunityStatus = deferredPart(async () => (await import('#web/features/live/components/community-status.tsx')).CommunityStatus);
const StreamPanel = deferredPart(async () => (await import('#web/features/live/components/stream-panel.tsx')).StreamPanel);

/** The community menu's foot: the online count and the data version of each game. */
const SECTION_FOOTERS = { community: <CommunityStatus /> };

/** The shell in a language; `children` replace the route's outlet (the 404 page of a path without a language). */
export function LangLayout({ lang, children }: { lang: Lang; children?: ReactNode }) {
  // The member's menus and the entries for members show to a signed-in member only (site-spec §6).
  const member = useSession().status === 'member';
  const idle = useIdle();
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
            {idle && (
              <>
                <StreamPanel />
                <NewsModal />
                <AdSlot kind="leaderboard" />
                <SideBanner />
              </>
            )}
          </>
        }
        beforeFooter={idle ? <AdSlot kind="banner" /> : undefined}
      >
        {children}
      </AppShell>
    </LangContext.Provider>
  );
}
