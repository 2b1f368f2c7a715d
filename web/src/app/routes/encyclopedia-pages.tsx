/** Route components of the encyclopedia's detail pages: the URL's ids, parsed, handed to the feature pages. */
import { useParams, useSearchParams } from 'react-router';
import { ItemPage } from '#web/features/encyclopedia/components/item-page.tsx';
import { SetPage } from '#web/features/encyclopedia/components/set-page.tsx';
import { SpellsPage } from '#web/features/encyclopedia/components/spells-page.tsx';
import { parseId } from './route-ids.ts';

export function EncyclopediaItemRoute() {
  const { itemId } = useParams();
  const id = parseId(itemId);
  return <ItemPage key={id} itemId={id} />;
}

export function EncyclopediaClothRoute() {
  const { clothId } = useParams();
  const id = parseId(clothId);
  return <SetPage key={id} clothId={id} />;
}

export function EncyclopediaSpellsRoute() {
  const { classId } = useParams();
  const [search] = useSearchParams();
  // site-spec §2: spellId defaults to 0 (no spell chosen: the first one opens).
  return <SpellsPage classId={parseId(classId)} spellId={parseId(search.get('spellId')) ?? 0} />;
}
