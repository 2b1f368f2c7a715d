/**
 * Links to the current page in each language (site-spec §2: the language is the URL's first
 * segment). Choosing one is remembered for the next visit of `/`.
 */
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '#contract/common';
import { translatePath } from '#web/config/routes.ts';
import { rememberLanguage } from '#web/lib/i18n/language-preference.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';

interface LanguageLinksProps {
  className: string;
  linkClassName: string;
  onNavigate?: () => void;
  /** Show the language code instead of its name. */
  compact?: boolean;
  /** Test ids `<prefix>-fr`…: `lang` for the language menu, another for a second list (the user menu). */
  testIdPrefix?: string;
}

export function LanguageLinks({ className, linkClassName, onNavigate, compact = false, testIdPrefix = 'lang' }: LanguageLinksProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const select = (target: Lang) => {
    rememberLanguage(target);
    onNavigate?.();
  };
  return (
    <ul role="list" className={className} aria-label={t('nav.language')}>
      {LANGS.map((target) => (
        <li key={target}>
          <Link
            to={translatePath(location.pathname, target, location.search, location.hash)}
            className={linkClassName}
            lang={target}
            hrefLang={target}
            aria-current={target === lang ? 'true' : undefined}
            data-testid={`${testIdPrefix}-${target}`}
            onClick={() => select(target)}
          >
            {compact ? target.toUpperCase() : t(`nav.language.${target}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
