/** The account pages (issue 16), loaded on first visit. */
import { AuthActionPage } from '#web/features/auth/components/auth-action-page.tsx';
import { EmailRequestPage } from '#web/features/auth/components/email-request-page.tsx';
import { AccountSettingsPage } from '#web/features/account-settings/components/account-settings-page.tsx';

export const AuthActionRoute = AuthActionPage;
export const PasswordResetRoute = () => <EmailRequestPage kind="reset" />;
export const EmailConfirmRoute = () => <EmailRequestPage kind="activation" />;
export const ProfileRoute = AccountSettingsPage;
