/**
 * The builder's tab bar: links (each tab is a route, in the stuff's own mode), the current one marked for assistive tech.
 * On phones the bar scrolls sideways: the current tab is brought into it when the page opens on it
 * (`…/boosts` at 390 px) and when it changes, without scrolling the page itself.
 */
import { useLayoutEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBuilder } from '../hooks/use-builder.tsx';
import { builderTabsOf, type BuilderTab } from '../model/builder-tabs.ts';

export function BuilderTabsNav({ current }: { current: BuilderTab }) {
  const { t } = useTranslation();
  const { mode, tabPath } = useBuilder();
  const strip = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const nav = strip.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && link) revealInStrip(nav, link);
  }, [current]);
  return (
    <nav ref={strip} className="builder-tabs" aria-label={t('builder.tabs.label')} data-testid="builder-tabs">
      <ul role="list" className="builder-tabs__list">
        {builderTabsOf(mode).map((tab) => (
          <li key={tab.id}>
            <NavLink
              to={tabPath(tab.id)}
              end
              className={tab.id === current ? 'builder-tabs__link is-current' : 'builder-tabs__link'}
              aria-current={tab.id === current ? 'page' : undefined}
              data-testid={`builder-tab-${tab.id}`}
              preventScrollReset
            >
              {t(`builder.tab.${tab.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Scrolls the strip sideways (only it) so that the whole of `link` shows, with a margin. */
function revealInStrip(nav: HTMLElement, link: HTMLElement) {
  const margin = 24;
  const strip = nav.getBoundingClientRect();
  const tab = link.getBoundingClientRect();
  if (tab.left < strip.left) nav.scrollLeft -= strip.left - tab.left + margin;
  else if (tab.right > strip.right) nav.scrollLeft += tab.right - strip.right + margin;
}
