/** The admin page's calls (contract/moderation.ts) and their cache keys. */
import { moderationRoutes, type AdminUserBody } from '#contract/moderation';
import { premiumRoutes } from '#contract/site-settings';
import { apiCall, apiSend } from '#web/lib/api-client.ts';

export const adminKeys = {
  all: ['admin'] as const,
  users: (name: string, page: number) => ['admin', 'users', name, page] as const,
  log: (page: number) => ['admin', 'log', page] as const,
};

export const adminApi = {
  users: (name: string, page: number, signal?: AbortSignal) => apiCall(moderationRoutes.users, {}, { query: { name, page }, ...(signal ? { signal } : {}) }),
  setUser: (id: number, body: AdminUserBody) => apiSend(moderationRoutes.setUser, { id }, body),
  ban: (id: number, reason: string) => apiSend(moderationRoutes.ban, { id }, { reason }),
  unban: (id: number, reason: string) => apiSend(moderationRoutes.unban, { id }, { reason }),
  hideStuff: (id: number, reason: string) => apiSend(moderationRoutes.hideStuff, { id }, { reason }),
  showStuff: (id: number, reason: string) => apiSend(moderationRoutes.showStuff, { id }, { reason }),
  setPremium: (id: number, isPremium: boolean) => apiSend(premiumRoutes.set, { id }, { is_premium: isPremium }),
  log: (page: number, signal?: AbortSignal) => apiCall(moderationRoutes.log, {}, { query: { page }, ...(signal ? { signal } : {}) }),
};
