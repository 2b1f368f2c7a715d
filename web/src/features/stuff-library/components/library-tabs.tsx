/** The tabs of the member's screens (site-spec §2: equipments, folders, skins). */
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';

export function LibraryTabs({ current }: { current: 'stuffs' | 'folders' | 'skins' }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <nav className="library-tabs" aria-label={t('library.tabs')}>
      <NavLink to={pathTo('user.stuffs')} className="library-tabs__tab" aria-current={current === 'stuffs' ? 'page' : undefined} end data-testid="library-tab-stuffs">
        {t('library.tabs.stuffs')}
      </NavLink>
      <NavLink to={pathTo('user.folders')} className="library-tabs__tab" aria-current={current === 'folders' ? 'page' : undefined} end data-testid="library-tab-folders">
        {t('library.tabs.folders')}
      </NavLink>
      <NavLink to={pathTo('user.skins')} className="library-tabs__tab" aria-current={current === 'skins' ? 'page' : undefined} end data-testid="library-tab-skins">
        {t('library.tabs.skins')}
      </NavLink>
    </nav>
  );
}
