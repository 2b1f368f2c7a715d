/** The builder's tab bar: links (each tab is a route), the current one marked for assistive tech. */
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildPath } from '#web/config/routes.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { BUILDER_TABS, type BuilderTab } from '../model/builder-tabs.ts';

export function BuilderTabsNav({ current }: { current: BuilderTab }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav className="builder-tabs" aria-label={t('builder.tabs.label')}>
      <ul role="list" className="builder-tabs__list">
        {BUILDER_TABS.map((tab) => (
          <li key={tab.id}>
            <NavLink
              to={buildPath(tab.route, lang)}
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
