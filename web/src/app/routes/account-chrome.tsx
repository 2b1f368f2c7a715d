/**
 * The account parts of the shell (issue 16), put side by side here (features never import each
 * other): the user menu for the bar, and under it the banner, the login and registration modals
 * and the name-save modal; the member's level (issue 18) in the menu, and the level-up and
 * new-badge modals.
 *
 * Issue 23: only the menu and the banner are in the first load. The modals and the member's watches
 * are chunks of their own (app/deferred.tsx), loaded when first needed (a modal opened, a member
 * signed in) or once the page is idle: a visitor who then signs in finds the member's parts loaded,
 * so a pending level-up or badge opens as soon as the live data says so, with the level.
 */
import { AuthBanner } from '#web/features/auth/components/auth-banner.tsx';
import { UserMenu } from '#web/features/auth/components/user-menu.tsx';
import type { UserMenuSlot } from '#web/components/layout/top-bar.tsx';
import { useAuthUi, useSession } from '#web/entities/session/hooks/use-session.ts';
import { useEffect } from 'react';
import { deferredPart, useIdle } from '../deferred.tsx';

const LoginDialog = deferredPart(async () => (await import('#web/features/auth/components/login-dialog.tsx')).LoginDialog);
const RegisterDialog = deferredPart(async () => (await import('#web/features/auth/components/register-dialog.tsx')).RegisterDialog);
const NameSaveDialog = deferredPart(async () => (await import('#web/features/auth/components/name-save-dialog.tsx')).NameSaveDialog);
const ActiveStuffWatch = deferredPart(async () => (await import('#web/entities/stuff/components/active-stuff-watch.tsx')).ActiveStuffWatch);
const gamification = () => import('./member-gamification.ts');
const GamificationWatch = deferredPart(async () => (await gamification()).GamificationWatch);
const MemberLevel = deferredPart(async () => (await gamification()).MemberLevel);
const MEMBER_PARTS = [NameSaveDialog, ActiveStuffWatch, GamificationWatch, MemberLevel];

export const userMenuSlot: UserMenuSlot = ({ isOpen, onOpenChange }) => <UserMenu isOpen={isOpen} onOpenChange={onOpenChange} level={<MemberLevel />} />;

export function AccountOverlay() {
  const { dialog } = useAuthUi();
  const member = useSession().status === 'member';
  const idle = useIdle();
  useEffect(() => {
    if (idle || member) for (const part of MEMBER_PARTS) part.preload().catch(() => undefined);
  }, [idle, member]);
  return (
    <>
      <AuthBanner />
      {(idle || dialog === 'login') && <LoginDialog open={dialog === 'login'} />}
      {(idle || dialog === 'register') && <RegisterDialog open={dialog === 'register'} />}
      {/* These three act for a member only (a nickname to choose, the active stuff, level and badges). */}
      {member && (
        <>
          <NameSaveDialog />
          <ActiveStuffWatch />
          <GamificationWatch />
        </>
      )}
    </>
  );
}
