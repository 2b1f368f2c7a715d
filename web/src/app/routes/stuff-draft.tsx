/**
 * The draft builder's routes (`stuff.draft` and its tabs): the tab comes from the matched route.
 * The items tab composes the encyclopedia list with the builder's equip actions here, at the app
 * layer, so that neither feature imports the other.
 */
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/routes.ts';
import { DraftBuilder } from '../../features/stuff-builder/components/draft-builder.tsx';
import { builderTabOfRoute } from '../../features/stuff-builder/model/builder-tabs.ts';

export function StuffDraftRoute() {
  const matches = useMatches();
  const routeName = [...matches].reverse().find((match) => (match.handle as { routeName?: RouteName } | undefined)?.routeName)
    ?.handle as { routeName: RouteName } | undefined;
  const tab = builderTabOfRoute(routeName?.routeName) ?? 'overview';
  return <DraftBuilder tab={tab} itemsTab={null} />;
}
