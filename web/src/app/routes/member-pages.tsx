/** Issue 18: a member's public profile (`membre/{userSlug}`) and the member list (`communaute/membres`). */
import { useParams } from 'react-router';
import { MemberProfilePage } from '#web/features/member-profile/components/member-profile-page.tsx';
import { MemberListPage } from '#web/features/member-list/components/member-list-page.tsx';

export function MemberProfileRoute() {
  const { userSlug = '' } = useParams();
  return <MemberProfilePage key={userSlug} userSlug={userSlug} />;
}

export const MemberListRoute = () => <MemberListPage />;
