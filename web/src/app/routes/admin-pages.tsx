/** The moderation team's page (issue 18), loaded on first visit. */
import { AdminPage } from '#web/features/admin/components/admin-page.tsx';

export const AdminMembersRoute = AdminPage;
