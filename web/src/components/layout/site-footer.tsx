import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '#web/config/routes.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';

const FOOTER_ROUTES: readonly RouteName[] = ['site.cgu', 'site.confidentiality', 'site.devblog'];

export function SiteFooter() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p className="footer__rights">{t('footer.rights')}</p>
        <nav aria-label={t('footer.links')}>
          <ul role="list" className="footer__links">
            {FOOTER_ROUTES.map((route) => (
              <li key={route}>
                <Link to={pathTo(route)}>{t(`route.${route}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
