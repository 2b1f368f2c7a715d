/**
 * The pages for members only (site-spec §2 "login required", §6): the navigation guard sends a
 * visitor from them to the language home with the login modal. The Cacminator, marked "login
 * required" in §2, stays open to visitors: it works on the visitor's own draft.
 */
import type { RouteName } from './routes.ts';

export const MEMBER_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['user.folders', 'user.stuffs', 'user.skins', 'user.profile', 'workshop.home', 'admin.members']);
