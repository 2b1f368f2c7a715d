/** The account calls of site-spec §7, through the contract's routes. */
import { authRoutes, type SocialProvider } from '#contract/auth';
import { usersRoutes, type ProfileBody, type RegisterBody, type SettingsBody } from '#contract/users';
import { apiCall, apiSend } from '#web/lib/api-client.ts';

export const sessionApi = {
  login: (login: string, password: string) => apiSend(authRoutes.login, {}, { login, password }),
  /** The `autoLogin` cookie (httpOnly: the page cannot see it) for a session. */
  autoLogin: () => apiCall(authRoutes.autoLogin, {}),
  renew: (token: string) => apiSend(authRoutes.accessToken, {}, undefined, { token }),
  logout: () => apiSend(authRoutes.logout, {}, undefined),
  /** The member of `token` (the stored one at start-up, before it is the API client's), else of the current token. */
  me: (token?: string) => apiCall(usersRoutes.authenticated, {}, token === undefined ? {} : { token }),
  captcha: () => apiCall(authRoutes.captcha, {}),
  register: (body: RegisterBody) => apiSend(usersRoutes.register, {}, body),
  settings: (body: SettingsBody) => apiSend(usersRoutes.settings, {}, body),
  profile: (body: ProfileBody) => apiSend(usersRoutes.profile, {}, body),
  remove: (password: string) => apiSend(usersRoutes.remove, {}, { password }),
  activateAccount: (token: string) => apiSend(usersRoutes.activateAccount, {}, { token }),
  activationMail: (email: string) => apiSend(usersRoutes.activationMail, {}, { email }),
  resetPasswordMail: (email: string) => apiSend(usersRoutes.resetPasswordMail, {}, { email }),
  resetPasswordCheck: (token: string) => apiSend(usersRoutes.resetPasswordCheck, {}, { token }),
  resetPasswordConfirm: (token: string, password: string, passwordConfirmation: string) =>
    apiSend(usersRoutes.resetPasswordConfirm, {}, { token, password, password_confirmation: passwordConfirmation }),
  confirmEmailMail: (email: string, emailConfirmation: string) =>
    apiSend(usersRoutes.confirmEmailMail, {}, { email, email_confirmation: emailConfirmation }),
  confirmEmail: (token: string) => apiSend(usersRoutes.confirmEmail, {}, { token }),
  socialProviders: () => apiCall(authRoutes.socialProviders, {}),
  socialLink: (provider: SocialProvider) =>
    apiSend(authRoutes.socialLink, { provider }, undefined),
};
