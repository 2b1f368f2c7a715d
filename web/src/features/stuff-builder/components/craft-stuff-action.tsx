/**
 * "Craft the whole stuff" in the builder's header (draft, saved or public stuff; issue 19): the
 * equipped items go to the member's workshop; the ones without a recipe are named as skipped.
 */
import { useMemo } from 'react';
import { SLOTS } from '#game/slots';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { CraftStuffButton } from '#web/entities/craft/components/craft-stuff-button.tsx';
import type { StuffPiece } from '#web/entities/craft/model/stuff-crafts.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useBuilder } from '../hooks/use-builder.tsx';

export function CraftStuffAction() {
  const { stuff, itemsById } = useBuilder();
  const lang = useLang();
  const pieces = useMemo<StuffPiece[]>(
    () =>
      SLOTS.flatMap((slot) => {
        const id = stuff.items[slot];
        return id === undefined ? [] : [{ id, name: localized(itemsById.get(id)?.name, lang) || String(id) }];
      }),
    [stuff.items, itemsById, lang],
  );
  return <CraftStuffButton game={SITE_VARIANT} pieces={pieces} />;
}
