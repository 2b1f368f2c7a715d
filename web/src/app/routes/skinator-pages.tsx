/** Issue 21: the Skinator (draft and a saved skin), the member's skins and a member's public skins. */
import { useParams } from 'react-router';
import { SkinatorDraftPage, SkinatorSkinPage } from '#web/features/skinator/components/skinator-page.tsx';
import { MemberSkinsPage, OwnSkinsPage } from '#web/features/skinator/components/skins-library.tsx';
import { LibraryTabs } from '#web/features/stuff-library/components/library-tabs.tsx';
import { NotFoundRoute } from './not-found.tsx';
import { parseId } from './route-ids.ts';

export const SkinatorDraftRoute = () => <SkinatorDraftPage />;

export function SkinatorSkinRoute() {
  const { skinId } = useParams();
  const id = parseId(skinId);
  return id === undefined ? <NotFoundRoute /> : <SkinatorSkinPage key={id} skinId={id} />;
}

/** The member's skins, under the library's tabs (equipments, folders, skins): two features side by side. */
export function UserSkinsRoute() {
  return (
    <>
      <div className="container">
        <LibraryTabs current="skins" />
      </div>
      <OwnSkinsPage />
    </>
  );
}

export function UserPublicSkinsRoute() {
  const { userSlug = '' } = useParams();
  return <MemberSkinsPage key={userSlug} userSlug={userSlug} />;
}
