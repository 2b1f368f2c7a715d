/** The dofus-stuffer import page (`stuff.dofus-stuffer`): `?stuff=` and `&tofulab=` are read by the page. */
import { StufferImportPage } from '#web/features/stuff-builder/components/stuffer-code-import-page.tsx';

export function StuffDofusStufferRoute() {
  return <StufferImportPage />;
}
