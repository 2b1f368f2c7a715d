/**
 * The draft builder's routes (`stuff.draft` and its tabs): the tab comes from the matched route.
 * The items tab composes the encyclopedia list with the builder's equip actions here, at the app
 * layer, so that neither feature imports the other. `stuff.draft-copy` saves the draft to the
 * member's account under a new name.
 */
import { useMatches } from 'react-router';
import type { RouteName } from '#web/config/routes.ts';
import { CategoryScreen } from '#web/features/encyclopedia-list/components/category-screen.tsx';
import { DraftBuilder } from '#web/features/stuff-builder/components/draft-builder.tsx';
import type { ItemListSlot } from '#web/features/stuff-builder/components/items-tab.tsx';
import { StuffCopyPage } from '#web/features/stuff-builder/components/stuff-copy-page.tsx';
import { builderTabOfRoute, type BuilderTab } from '#web/features/stuff-builder/model/builder-tabs.ts';

export function renderItemList({ category, heading, actionFor }: ItemListSlot) {
  // Keyed by category: each list restores its own remembered filters. Builders list what players
  // can really wear (standard records), the encyclopedia everything.
  return (
    <CategoryScreen
      key={category}
      category={category}
      embedded={{ heading, availability: 'standard', rowAction: (row) => actionFor(row.record) }}
    />
  );
}

/** The builder tab of the matched route (the overview when the route is the stuff itself). */
export function useBuilderTab(): BuilderTab {
  const matches = useMatches();
  const routeName = [...matches].reverse().find((match) => (match.handle as { routeName?: RouteName } | undefined)?.routeName)
    ?.handle as { routeName: RouteName } | undefined;
  return builderTabOfRoute(routeName?.routeName) ?? 'overview';
}

export function StuffDraftRoute() {
  const tab = useBuilderTab();
  return <DraftBuilder tab={tab} renderItemList={renderItemList} />;
}

export function StuffDraftCopyRoute() {
  return <StuffCopyPage source={{ kind: 'local' }} />;
}
