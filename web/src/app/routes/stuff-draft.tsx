import { DraftBuilder } from '../../features/stuff-builder/components/draft-builder.tsx';

export function StuffDraftRoute() {
  return <DraftBuilder />;
}
