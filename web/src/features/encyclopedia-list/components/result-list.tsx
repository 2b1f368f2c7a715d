/**
 * The rows of a category screen in its three displays. Rows are plain links with no state or
 * query of their own, so a page of 100 renders in one pass; pagination keeps the DOM bounded.
 */
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '#contract/common';
import type { ItemSummary } from '#contract/items';
import type { SetSummary } from '#contract/sets';
import { buildPath } from '#web/config/routes.ts';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { localized } from '#web/entities/reference/model/localized-name.ts';
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
  /** The record the row shows, for actions on it (the builder equips it). */
  record: { kind: 'item'; item: ItemSummary } | { kind: 'set'; set: SetSummary };
}

/** An action shown beside a row's link (e.g. "equip" in the builder); rows stay links otherwise. */
export type RowAction = (row: ListRow) => ReactNode;

export function itemRows(items: readonly ItemSummary[], lang: Lang, weaponLabel: string): ListRow[] {
  return items.map((item) => ({
    key: `item-${item.id}`,
    href: buildPath('encyclopedia.item', lang, { itemId: item.id }),
    name: localized(item.name, lang),
    level: item.level,
    icon: item.category,
    detail: itemCategoryName(item.category, lang) ?? (item.category_type === 'W' ? weaponLabel : item.category),
    record: { kind: 'item', item },
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
    record: { kind: 'set', set },
  }));
}

const Row = memo(function Row({ row, display, action }: { row: ListRow; display: DisplayMode; action?: RowAction }) {
  const { t } = useTranslation();
  const actionCell = action ? <span className="list-row__action">{action(row)}</span> : null;
  if (display === 'quick') {
    return (
      <li className={action ? 'list-row list-row--quick has-action' : 'list-row list-row--quick'}>
        <Link to={row.href} className="list-row__link">
          <span className="list-row__name">{row.name}</span>
          <span className="list-row__level tabular">{row.level}</span>
        </Link>
        {actionCell}
      </li>
    );
  }
  return (
    <li className={`list-row list-row--${display}${action ? ' has-action' : ''}`} data-testid={`row-${row.key}`}>
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
      {actionCell}
    </li>
  );
});

export function ResultList({
  rows,
  display,
  label,
  action,
}: {
  rows: readonly ListRow[];
  display: DisplayMode;
  label: string;
  action?: RowAction;
}) {
  return (
    <ul role="list" className={`list-results list-results--${display}`} aria-label={label} data-testid="list-results">
      {rows.map((row) => (
        <Row key={row.key} row={row} display={display} action={action} />
      ))}
    </ul>
  );
}
