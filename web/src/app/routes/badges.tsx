/** The `badges` page (issue 18): every badge, the member's level and the rules. */
export { BadgesPage as BadgesRoute } from '#web/features/gamification/components/badges-page.tsx';
