/**
 * The stuff lists and the folders page (issue 17), loaded on first visit: the member's library
 * (`equipements`), a member's public stuffs (`membre/{userSlug}/equipements`), the public search
 * (`equipement/search`), the guides (`equipement/guides`) and the folders (`dossiers`, under the
 * library's tabs: the two features side by side).
 */
import { useParams } from 'react-router';
import { StuffListScreen } from '#web/features/stuff-library/components/stuff-list-screen.tsx';
import { MemberStuffsPage } from '#web/features/stuff-library/components/member-stuffs-page.tsx';
import { LibraryTabs } from '#web/features/stuff-library/components/library-tabs.tsx';
import { FoldersPage } from '#web/features/folders/components/folders-page.tsx';

export const UserStuffsRoute = () => <StuffListScreen key="own" kind="own" />;
export const StuffSearchRoute = () => <StuffListScreen key="search" kind="search" />;
export const StuffGuidesRoute = () => <StuffListScreen key="guides" kind="guides" />;

export function UserPublicStuffsRoute() {
  const { userSlug = '' } = useParams();
  return <MemberStuffsPage key={userSlug} userSlug={userSlug} />;
}

export function UserFoldersRoute() {
  return (
    <>
      <div className="container">
        <LibraryTabs current="folders" />
      </div>
      <FoldersPage />
    </>
  );
}
