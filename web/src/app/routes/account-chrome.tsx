/**
 * The account parts of the shell (issue 16), put side by side here (features never import each
 * other): the user menu for the bar, and under it the banner, the login and registration modals
 * and the name-save modal; the member's level (issue 18) in the menu, and the level-up and
 * new-badge modals.
 */
import { AuthBanner } from '#web/features/auth/components/auth-banner.tsx';
import { LoginDialog } from '#web/features/auth/components/login-dialog.tsx';
import { NameSaveDialog } from '#web/features/auth/components/name-save-dialog.tsx';
import { RegisterDialog } from '#web/features/auth/components/register-dialog.tsx';
import { UserMenu } from '#web/features/auth/components/user-menu.tsx';
import type { UserMenuSlot } from '#web/components/layout/top-bar.tsx';
import { useAuthUi } from '#web/entities/session/hooks/use-session.ts';
import { ActiveStuffWatch } from '#web/entities/stuff/components/active-stuff-watch.tsx';
import { GamificationWatch } from '#web/features/gamification/components/gamification-watch.tsx';
import { MemberLevel } from '#web/features/gamification/components/member-level.tsx';

export const userMenuSlot: UserMenuSlot = ({ isOpen, onOpenChange }) => <UserMenu isOpen={isOpen} onOpenChange={onOpenChange} level={<MemberLevel />} />;

export function AccountOverlay() {
  const { dialog } = useAuthUi();
  return (
    <>
      <AuthBanner />
      <LoginDialog open={dialog === 'login'} />
      <RegisterDialog open={dialog === 'register'} />
      <NameSaveDialog />
      <ActiveStuffWatch />
      <GamificationWatch />
    </>
  );
}
