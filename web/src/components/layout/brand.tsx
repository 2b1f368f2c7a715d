import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <Link to={pathTo('site.home')} className="brand" onClick={onNavigate} data-testid="brand">
      <span className="brand__mark" aria-hidden="true">
        T
      </span>
      <span className="brand__name">{t('app.name')}</span>
      <span className="brand__variant">{t(`app.variant.${SITE_VARIANT}`)}</span>
    </Link>
  );
}
