/**
 * The sibling sites (site-spec §1: "links to the sibling sites of the other variants are shown from
 * each variant"; issue 15): one strip above the top bar naming the three games, the current one
 * marked, each other one linking to the same page on its site where it exists, else its home
 * (config/sibling-sites.ts). A game the server names no host for (SITES) is shown without a link.
 */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VARIANTS } from '#game/variants';
import { siblingPath } from '#web/config/sibling-sites.ts';
import { SITE_VARIANT, siblingUrl } from '#web/config/variant.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';

export function SiteSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  return (
    <nav className="site-switch" aria-label={t('nav.sites')} data-testid="site-switch">
      <div className="container">
      <ul role="list" className="site-switch__list">
        {VARIANTS.map((variant) => {
          const name = t(`app.variant.${variant}`);
          if (variant === SITE_VARIANT) {
            return (
              <li key={variant}>
                <span className="site-switch__site is-current" aria-current="true" data-testid={`site-${variant}`}>
                  {name}
                </span>
              </li>
            );
          }
          const href = siblingUrl(variant, siblingPath(location.pathname, variant, lang));
          return (
            <li key={variant}>
              {href === undefined ? (
                <span className="site-switch__site is-unavailable" data-testid={`site-${variant}`}>
                  {name}
                </span>
              ) : (
                <a className="site-switch__site" href={href} hrefLang={lang} data-testid={`site-${variant}`}>
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      </div>
    </nav>
  );
}
