/**
 * The rows of the search page: each hit with the page it opens, its name in the page's language,
 * its level and what kind of record it is. Pure: unit tested without a browser.
 */
import type { Lang, LocalizedText } from '#contract/common';
import { findCategory } from '#contract/categories';
import { buildPath } from '#web/config/routes.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import type { SiteSearchRow } from '#web/entities/search/api/site-search.ts';
import { spellPagePath } from '#web/entities/search/model/site-search.ts';

export interface ResultRowView {
  /** Unique in the page: `${kind}-${id}`. */
  key: string;
  href: string;
  name: string;
  level: number | null;
  /** Category key of the drawn icon. */
  icon: string;
  /** The record's type: item type, weapon type, set size or the spell's class. */
  detail: string;
}

export interface RowLabels {
  /** A type the category table does not name (e.g. a weapon record without a known type). */
  category: (category: string) => string;
  pieces: (count: number) => string;
  /** A spell's detail, from its class name (undefined when the class is not known). */
  spell: (className: string | undefined) => string;
  classNames: ReadonlyMap<number, LocalizedText>;
}

export function resultRowView(row: SiteSearchRow, lang: Lang, labels: RowLabels): ResultRowView {
  switch (row.kind) {
    case 'item': {
      const { item } = row;
      // A weapon is named by its type (bow, sword…), as players call it.
      const type = (item.weapon_type ? findCategory(item.weapon_type) : undefined) ?? findCategory(item.category);
      return {
        key: `item-${item.id}`,
        href: buildPath('encyclopedia.item', lang, { itemId: item.id }),
        name: localized(item.name, lang),
        level: item.level,
        icon: item.weapon_type ?? item.category,
        detail: type?.name[lang] ?? labels.category(item.category),
      };
    }
    case 'set': {
      const { set } = row;
      return {
        key: `set-${set.id}`,
        href: buildPath('encyclopedia.cloth', lang, { clothId: set.id }),
        name: localized(set.name, lang),
        level: set.level,
        icon: 'cloth',
        detail: labels.pieces(set.item_ids.length),
      };
    }
    case 'spell': {
      const { spell } = row;
      const className = labels.classNames.get(spell.class_id);
      return {
        key: `spell-${spell.id}`,
        href: spellPagePath(lang, spell.class_id, spell.spell_id),
        name: localized(spell.name, lang),
        level: null,
        icon: 'spells',
        detail: labels.spell(className ? localized(className, lang) : undefined),
      };
    }
  }
}
