/** The spells category: the classes of the variant, each leading to its spells page. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';

export function ClassPicker() {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const bootstrap = useQuery(bootstrapQueryOptions());

  if (bootstrap.isPending) return <p className="status">{t('common.loading')}</p>;
  if (bootstrap.isError) {
    return (
      <div className="status status--error" role="alert">
        {errorMessage(bootstrap.error, t)}{' '}
        <button type="button" className="button button--small" onClick={() => void bootstrap.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="list-page__lead">{t('list.spells.lead')}</p>
      <ul role="list" className="list-results list-results--card" data-testid="class-picker">
        {bootstrap.data.classes.map((entry) => (
          <li key={entry.id} className="list-row list-row--card">
            <Link to={pathTo('encyclopedia.spells', { classId: entry.id })} className="list-row__link" data-testid={`class-${entry.id}`}>
              <CategoryIcon category="spells" size={100} decorative className="list-row__icon" />
              <span className="list-row__text">
                <span className="list-row__name">{localized(entry.name, lang)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
