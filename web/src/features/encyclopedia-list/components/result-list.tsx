/**
 * The rows of a category screen in its three displays. Rows are plain links with no state or
 * query of their own, so a page of 100 renders in one pass; pagination keeps the DOM bounded.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItemSummary, Lang, SetSummary } from '../../../../../contract/api.ts';
import { buildPath } from '../../../config/routes.ts';
import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { localized } from '../../../lib/bootstrap.ts';
import type { DisplayMode } from '../model/list-filters.ts';
import { itemCategoryName } from '../model/sub-types.ts';

export interface ListRow {
  key: string;
  href: string;
  name: string;
  level: number;
  /** Category key for the icon. */
  icon: string;
  /** Type name, or the number of pieces of a set. */
  detail: string;
}

export function itemRows(items: readonly ItemSummary[], lang: Lang, weaponLabel: string): ListRow[] {
  return items.map((item) => ({
    key: `item-${item.id}`,
    href: buildPath('encyclopedia.item', lang, { itemId: item.id }),
    name: localized(item.name, lang),
    level: item.level,
    icon: item.category,
    detail: itemCategoryName(item.category, lang) ?? (item.category_type === 'W' ? weaponLabel : item.category),
  }));
}

export function setRows(sets: readonly SetSummary[], lang: Lang, pieces: (count: number) => string): ListRow[] {
  return sets.map((set) => ({
    key: `set-${set.id}`,
    href: buildPath('encyclopedia.cloth', lang, { clothId: set.id }),
    name: localized(set.name, lang),
    level: set.level,
    icon: 'cloth',
    detail: pieces(set.item_ids.length),
  }));
}

const Row = memo(function Row({ row, display }: { row: ListRow; display: DisplayMode }) {
  const { t } = useTranslation();
  if (display === 'quick') {
    return (
      <li className="list-row list-row--quick">
        <Link to={row.href} className="list-row__link">
          <span className="list-row__name">{row.name}</span>
          <span className="list-row__level tabular">{row.level}</span>
        </Link>
      </li>
    );
  }
  return (
    <li className={`list-row list-row--${display}`}>
      <Link to={row.href} className="list-row__link" data-testid={`list-row-${row.key}`}>
        <CategoryIcon category={row.icon} size={display === 'card' ? 100 : 50} decorative className="list-row__icon" />
        <span className="list-row__text">
          <span className="list-row__name">{row.name}</span>
          <span className="list-row__meta">
            <span className="tabular">{t('common.level', { level: row.level })}</span>
            <span aria-hidden="true"> · </span>
            <span>{row.detail}</span>
          </span>
        </span>
      </Link>
    </li>
  );
});

export function ResultList({ rows, display, label }: { rows: readonly ListRow[]; display: DisplayMode; label: string }) {
  return (
    <ul role="list" className={`list-results list-results--${display}`} aria-label={label} data-testid="list-results">
      {rows.map((row) => (
        <Row key={row.key} row={row} display={display} />
      ))}
    </ul>
  );
}
