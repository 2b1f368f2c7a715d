/**
 * The rows of a category screen in its three displays. Rows are plain links with no state or
 * query of their own, so a page of 100 renders in one pass; pagination keeps the DOM bounded.
 */
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '#contract/common';
import type { ItemEffect, ItemSummary } from '#contract/items';
import type { SetSummary } from '#contract/sets';
import { buildPath } from '#web/config/routes.ts';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import type { EffectTemplates } from '#web/entities/reference/model/effect-text.ts';
import { ItemEffectsInline } from '#web/entities/item/components/item-effects-inline.tsx';
import type { z } from 'zod';
import type { DisplayMode } from '../model/list-filters.ts';
import { itemTypeName } from '#web/entities/item/model/item-labels.ts';

/** How many effect lines each display shows before "+n more effects". */
const EFFECT_LIMITS: Readonly<Record<DisplayMode, number>> = { list: 5, card: 6, quick: 3 };

export interface ListRow {
  key: string;
  href: string;
  name: string;
  level: number;
  /** Category key for the icon. */
  icon: string;
  /** Type name (a weapon's type: bow, sword…), or the number of pieces of a set. */
  detail: string;
  /** The record's effect lines: an item's own, a set's full bonus. */
  effects: readonly z.infer<typeof ItemEffect>[];
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
    icon: item.weapon_type ?? item.category,
    detail: itemTypeName(item, lang) ?? (item.category_type === 'W' ? weaponLabel : item.category),
    effects: item.effects,
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
    effects: set.full_bonus,
    record: { kind: 'set', set },
  }));
}

const Row = memo(function Row({
  row,
  display,
  action,
  templates,
}: {
  row: ListRow;
  display: DisplayMode;
  action?: RowAction;
  templates?: EffectTemplates;
}) {
  const { t } = useTranslation();
  const actionCell = action ? <span className="list-row__action">{action(row)}</span> : null;
  const effects = templates ? (
    <ItemEffectsInline effects={row.effects} templates={templates} limit={EFFECT_LIMITS[display]} testId={`row-effects-${row.key}`} />
  ) : null;
  if (display === 'quick') {
    return (
      <li className={action ? 'list-row list-row--quick has-action' : 'list-row list-row--quick'} data-testid={`row-${row.key}`}>
        <Link to={row.href} className="list-row__link">
          <span className="list-row__head">
            <span className="list-row__name">{row.name}</span>
            <span className="list-row__level tabular">{row.level}</span>
          </span>
          {effects}
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
            <span data-testid="row-detail">{row.detail}</span>
          </span>
          {effects}
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
  templates,
}: {
  rows: readonly ListRow[];
  display: DisplayMode;
  label: string;
  action?: RowAction;
  /** The game's effect templates: each row shows its main effects once they are known. */
  templates?: EffectTemplates;
}) {
  return (
    <ul role="list" className={`list-results list-results--${display}`} aria-label={label} data-testid="list-results">
      {rows.map((row) => (
        <Row key={row.key} row={row} display={display} action={action} templates={templates} />
      ))}
    </ul>
  );
}
