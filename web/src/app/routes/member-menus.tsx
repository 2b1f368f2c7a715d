/**
 * The member's stuff and folder menus (features/stuff-library) for the bar and the mobile sidebar:
 * a chunk of their own (issue 23), loaded once a member is signed in (visitors never download it).
 */
import type { MemberMenusSlot, MemberSidebarSlot } from '#web/components/layout/top-bar.tsx';
import { deferredPart } from '../deferred.tsx';

const menus = () => import('#web/features/stuff-library/components/member-menus.tsx');
const MemberMenus = deferredPart(async () => (await menus()).MemberMenus);
const MemberSidebar = deferredPart(async () => (await menus()).MemberSidebar);

export const memberMenusSlot: MemberMenusSlot = ({ isOpen, onOpenChange }) => <MemberMenus isOpen={isOpen} onOpenChange={onOpenChange} />;
export const memberSidebarSlot: MemberSidebarSlot = ({ onNavigate }) => <MemberSidebar onNavigate={onNavigate} />;
