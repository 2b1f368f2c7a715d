/**
 * The slots whose items differ, in the paper doll's order: each side's item linked to its
 * encyclopedia page (or "empty"), and "other forgemagie" when both wear the same item with other lines.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Stuff } from '#contract/stuff';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { useItemsByIds } from '#web/entities/item/api/items.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { slotDifferences } from '../model/comparison.ts';

export function ItemDifferences({ first, second }: { first: Stuff; second: Stuff }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const differences = slotDifferences(first, second);
  const ids = differences.flatMap((difference) => [difference.first, difference.second]).filter((id): id is number => id !== null);
  const items = useItemsByIds(SITE_VARIANT, ids);
  const names = new Map((items.data ?? []).map((item) => [item.id, localized(item.name, lang)]));

  const cell = (id: number | null, testId: string) =>
    id === null ? (
      <td className="stuffminator-items__empty" data-testid={testId}>
        {t('stuffminator.items.empty')}
      </td>
    ) : (
      <td data-testid={testId}>
        <Link to={pathTo('encyclopedia.item', { itemId: id })} data-item-id={id}>
          {names.get(id) ?? (items.isFetching ? t('common.loading') : `#${id}`)}
        </Link>
      </td>
    );

  return (
    <section className="card tool-card" aria-labelledby="stuffminator-items-title" data-testid="stuffminator-items">
      <header className="card__header">
        <h2 id="stuffminator-items-title" className="card__title">
          {t('stuffminator.items.title')}
        </h2>
        <p className="stuffminator-score" data-testid="stuffminator-items-count">
          {t('stuffminator.items.count', { count: differences.length })}
        </p>
      </header>
      <div className="card__body">
        {differences.length === 0 ? (
          <p className="status" data-testid="stuffminator-items-same">
            {t('stuffminator.items.same')}
          </p>
        ) : (
          <div className="stuffminator-scroll">
            <table className="data-table stuffminator-items">
              <thead>
                <tr>
                  <th scope="col">{t('stuffminator.items.slot')}</th>
                  <th scope="col">
                    <span className="stuffminator-swatch stuffminator-swatch--1" aria-hidden="true" />
                    {t('stuffminator.side.label', { side: 1 })}
                  </th>
                  <th scope="col">
                    <span className="stuffminator-swatch stuffminator-swatch--2" aria-hidden="true" />
                    {t('stuffminator.side.label', { side: 2 })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {differences.map((difference) => (
                  <tr key={difference.slot} data-testid={`diff-${difference.slot}`} data-kind={difference.kind}>
                    <th scope="row">
                      {t(`slot.${difference.slot}`)}
                      {difference.kind === 'rolls' && <span className="stuffminator-items__note">{t('stuffminator.items.otherRolls')}</span>}
                    </th>
                    {cell(difference.first, `diff-${difference.slot}-first`)}
                    {cell(difference.second, `diff-${difference.slot}-second`)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
