/** Issue 19: the member's workshop (`outils/atelier`) and a member's public workshop (`membre/{userSlug}/atelier`). */
import { useParams } from 'react-router';
import { WorkshopPage } from '#web/features/workshop/components/workshop-page.tsx';
import { PublicWorkshopPage } from '#web/features/workshop/components/public-workshop-page.tsx';

export const WorkshopRoute = () => <WorkshopPage />;

export function PublicWorkshopRoute() {
  const { userSlug = '' } = useParams();
  return <PublicWorkshopPage key={userSlug} userSlug={userSlug} />;
}
