/**
 * The sticky side banner (site-spec §4): the rich media slot, shown only on a page that has the
 * stuff sidebar or the stats sidebar (the builder's `.builder__aside`, or an element marked
 * `data-ad-sidebar`), at the end of that sidebar; it is `none`, `stickyTop` or `stickyBottom`
 * following the scroll (model/sticky.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { stickyState, type StickyState } from '../model/sticky.ts';
import { AdSlot, useAdSettings } from './ad-slot.tsx';

const SIDEBAR_SELECTOR = '.builder__aside, [data-ad-sidebar]';
/** The sticky top bar's height and a margin. */
const OFFSET = 80;

function useSidebar(enabled: boolean): HTMLElement | null {
  const location = useLocation();
  const [sidebar, setSidebar] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!enabled) {
      setSidebar(null);
      return;
    }
    const find = () => setSidebar(document.querySelector<HTMLElement>(SIDEBAR_SELECTOR));
    find();
    // Pages render their sidebar after their data: look again when the page's content changes.
    const main = document.getElementById('main');
    if (!main) return;
    const observer = new MutationObserver(find);
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [enabled, location.pathname]);
  return sidebar;
}

function StickyBanner({ sidebar }: { sidebar: HTMLElement }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<StickyState>('none');
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const update = () => {
      const slotTop = element.getBoundingClientRect().top + window.scrollY;
      const box = sidebar.getBoundingClientRect();
      const banner = element.firstElementChild?.getBoundingClientRect().height ?? 0;
      setState(stickyState({ scrollY: window.scrollY, slotTop, containerBottom: box.bottom + window.scrollY, bannerHeight: banner, offset: OFFSET }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [sidebar]);
  return (
    <div ref={holder} className="side-banner" data-sticky={state} data-testid="side-banner">
      <AdSlot kind="rich_media" />
    </div>
  );
}

export function SideBanner() {
  const enabled = useAdSettings('rich_media') !== undefined;
  const sidebar = useSidebar(enabled);
  if (!enabled || !sidebar) return null;
  return createPortal(<StickyBanner sidebar={sidebar} />, sidebar);
}
