/**
 * A member's own stuff (`stuff.private` and its tabs `stuff.items|fm|caracteristics|weapon|spells|
 * boosts|simulation`, builder-spec §2) and its copy page (`stuff.copy`). The items tab's list is the
 * encyclopedia's, composed here like the draft's.
 */
import { useParams } from 'react-router';
import { PrivateBuilder } from '#web/features/stuff-builder/components/private-builder.tsx';
import { StuffCopyPage } from '#web/features/stuff-builder/components/stuff-copy-page.tsx';
import { StuffLoadError } from '#web/features/stuff-builder/components/stuff-load-state.tsx';
import { stuffIdOfParam } from '#web/features/stuff-builder/components/public-builder.tsx';
import { useTranslation } from 'react-i18next';
import { renderItemList, useBuilderTab } from './stuff-draft.tsx';

export function StuffPrivateRoute() {
  const { stuffId } = useParams();
  const tab = useBuilderTab();
  const { t } = useTranslation();
  const id = stuffIdOfParam(stuffId);
  if (id === undefined) return <StuffLoadError error={undefined} message={t('error.notFound')} />;
  return <PrivateBuilder key={id} stuffId={id} tab={tab} renderItemList={renderItemList} />;
}

export function StuffPrivateCopyRoute() {
  const { stuffId } = useParams();
  const { t } = useTranslation();
  const id = stuffIdOfParam(stuffId);
  if (id === undefined) return <StuffLoadError error={undefined} message={t('error.notFound')} />;
  return <StuffCopyPage key={id} source={{ kind: 'private', stuffId: id }} />;
}
