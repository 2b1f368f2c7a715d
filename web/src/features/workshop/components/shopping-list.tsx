/**
 * The shopping list (issue 19): the raw resources of the crafts shown (the whole workshop or one
 * folder, completed ones hidden when the filter says so), summed over every tree's leaves, grouped
 * by resource type, with needed / gathered / remaining and the crafted items that need each.
 */
import { useTranslation } from 'react-i18next';
import type { CraftItem } from '#contract/crafts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { totalRemaining, type ShoppingGroup } from '#web/entities/craft/model/workshop.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';

export function ShoppingList({ groups, items }: { groups: readonly ShoppingGroup[]; items: ReadonlyMap<number, CraftItem> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const nameOf = (id: number) => {
    const item = items.get(id);
    return item ? localized(item.name, lang) : t('workshop.unknownItem', { id });
  };
  const total = totalRemaining(groups);
  return (
    <section className="card workshop-shopping" aria-labelledby="workshop-shopping-title" data-testid="workshop-shopping">
      <h2 id="workshop-shopping-title" className="workshop-section-title">
        {t('workshop.shopping')}
      </h2>
      {groups.length === 0 ? (
        <p className="status">{t('workshop.shoppingEmpty')}</p>
      ) : (
        <>
          <p className="workshop-shopping__total tabular" data-testid="shopping-total" data-remaining={total}>
            {total === 0 ? t('workshop.shoppingDone') : t('workshop.shoppingTotal', { count: total })}
          </p>
          {groups.map((group) => (
            <div key={`${group.type_id ?? ''}:${group.type_name}`} className="workshop-shopping__group" data-testid="shopping-group">
              <h3 className="workshop-shopping__type">{group.type_name || t('workshop.otherType')}</h3>
              <table className="workshop-shopping__table">
                <thead>
                  <tr>
                    <th scope="col">{t('workshop.resource')}</th>
                    <th scope="col" className="tabular">
                      {t('workshop.needed')}
                    </th>
                    <th scope="col" className="tabular">
                      {t('workshop.gathered')}
                    </th>
                    <th scope="col" className="tabular">
                      {t('workshop.left')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.lines.map((line) => (
                    <tr key={line.item_id} className={line.remaining === 0 ? 'workshop-shopping__done' : undefined} data-testid={`shopping-${line.item_id}`} data-remaining={line.remaining}>
                      <th scope="row">
                        <span className="workshop-shopping__name">{nameOf(line.item_id)}</span>
                        <span className="workshop-shopping__used">{t('workshop.usedBy', { names: line.used_by.map(nameOf).join(', ') })}</span>
                      </th>
                      <td className="tabular">{line.needed}</td>
                      <td className="tabular">{line.gathered}</td>
                      <td className="tabular" data-testid="shopping-remaining">
                        {line.remaining}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
