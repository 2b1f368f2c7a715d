/**
 * What every builder tab shares: the stuff (whatever its mode), its one update function, the
 * engine input derived from it, and the names of its items. A tab reads it with `useBuilder()`;
 * the storage behind `update` is the only thing that differs between a draft and a saved stuff.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ItemSummary } from '#contract/items';
import type { Stuff } from '#contract/stuff';
import type { StuffSkin } from '#contract/stuffs';
import type { StuffInput } from '#game/stuff';
import { SLOTS } from '#game/slots';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { useItemsByIds } from '#web/entities/item/api/items.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { buildPath } from '#web/config/routes.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { builderTabRoute, type BuilderMode, type BuilderTab } from '../model/builder-tabs.ts';

export interface Builder {
  stuff: Stuff;
  /** The engine's view of the stuff; a new object only when a computed field changed. */
  input: StuffInput;
  update(change: (stuff: Stuff) => Stuff): void;
  /** Whether the stuff can be changed (a member's public stuff is read-only). */
  editable: boolean;
  /** Summaries (name, level, category) of the equipped items, and of items just added. */
  itemsById: ReadonlyMap<number, ItemSummary>;
  /** Items the UI already knows (from a search) so their names show before the by-ids answer. */
  rememberItems(items: readonly ItemSummary[]): void;
  /** Where the stuff lives: the draft, the member's own stuff, or a public one. */
  mode: BuilderMode;
  /** The path of a tab of this stuff, in its own mode (the draft's tabs for the draft…). */
  tabPath(tab: BuilderTab): string;
  /** AP, MP and range are the exos offered first (the member's setting `exo_enabled`; on for visitors). */
  exoEnabled: boolean;
  /** A saved stuff's look (its `skin`), and for its owner the way to change it; none for the draft. */
  look?: StuffLookAccess;
}

export interface StuffLookAccess {
  skin: StuffSkin | null;
  /** Writes the look (null takes it off); absent when the stuff is someone else's. */
  apply?: (skin: StuffSkin | null) => Promise<void>;
}

const BuilderContext = createContext<Builder | null>(null);

export function BuilderProvider({
  stuff,
  update,
  editable = true,
  mode = 'local',
  stuffParam,
  exoEnabled = true,
  look,
  children,
}: {
  stuff: Stuff;
  update: Builder['update'];
  editable?: boolean;
  mode?: BuilderMode;
  /** The stuff's id or slug in the private and public routes. */
  stuffParam?: string;
  exoEnabled?: boolean;
  look?: StuffLookAccess;
  children: ReactNode;
}) {
  const lang = useLang();
  const tabPath = useCallback(
    (tab: BuilderTab) => buildPath(builderTabRoute(mode, tab), lang, stuffParam === undefined ? {} : { stuffId: stuffParam }),
    [mode, lang, stuffParam],
  );
  const input = useMemo(() => toStuffInput(stuff), [stuff]);
  const equippedIds = useMemo(
    () => SLOTS.flatMap((slot) => (stuff.items[slot] === undefined ? [] : [stuff.items[slot]])),
    [stuff.items],
  );
  const equipped = useItemsByIds(SITE_VARIANT, equippedIds);
  const [remembered, setRemembered] = useState<ReadonlyMap<number, ItemSummary>>(new Map());
  const itemsById = useMemo(() => {
    const known = new Map(remembered);
    for (const item of equipped.data ?? []) known.set(item.id, item);
    return known;
  }, [remembered, equipped.data]);
  const rememberItems = useCallback((items: readonly ItemSummary[]) => {
    setRemembered((known) => {
      if (items.every((item) => known.get(item.id) === item)) return known;
      const next = new Map(known);
      for (const item of items) next.set(item.id, item);
      return next;
    });
  }, []);

  const value = useMemo<Builder>(
    () => ({ stuff, input, update, editable, itemsById, rememberItems, mode, tabPath, exoEnabled, look }),
    [stuff, input, update, editable, itemsById, rememberItems, mode, tabPath, exoEnabled, look],
  );
  return <BuilderContext.Provider value={value}>{children}</BuilderContext.Provider>;
}

export function useBuilder(): Builder {
  const builder = useContext(BuilderContext);
  if (!builder) throw new Error('useBuilder: no BuilderProvider above this component');
  return builder;
}
