/**
 * The member's level (in the user menu) and the level-up / new-badge modals (issue 18), one chunk
 * (issue 23): both read the same live data, and a notification pending at sign-in must open with the
 * level, in the same render (member-level.tsx), not later over a menu the member has opened since.
 */
export { GamificationWatch } from '#web/features/gamification/components/gamification-watch.tsx';
export { MemberLevel } from '#web/features/gamification/components/member-level.tsx';
