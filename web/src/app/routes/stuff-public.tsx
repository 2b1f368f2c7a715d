/**
 * A public stuff (`stuff.public`, param: its id or slug, and its read-only tabs
 * `stuff.public-items|-fm|-caracteristics|-weapon|-spells|-boosts`, builder-spec §2) and its copy
 * page (`stuff.public-copy`).
 */
import { useParams } from 'react-router';
import { PublicBuilder } from '#web/features/stuff-builder/components/public-builder.tsx';
import { StuffCopyPage } from '#web/features/stuff-builder/components/stuff-copy-page.tsx';
import { renderItemList, useBuilderTab } from './stuff-draft.tsx';

export function StuffPublicRoute() {
  const { stuffId = '' } = useParams();
  const tab = useBuilderTab();
  return <PublicBuilder key={stuffId} stuffParam={stuffId} tab={tab} renderItemList={renderItemList} />;
}

export function StuffPublicCopyRoute() {
  const { stuffId = '' } = useParams();
  return <StuffCopyPage key={stuffId} source={{ kind: 'public', stuffParam: stuffId }} />;
}
