/** The member's stuff and folder menus (features/stuff-library) for the bar and the mobile sidebar. */
import type { MemberMenusSlot, MemberSidebarSlot } from '#web/components/layout/top-bar.tsx';
import { MemberMenus, MemberSidebar } from '#web/features/stuff-library/components/member-menus.tsx';

export const memberMenusSlot: MemberMenusSlot = ({ isOpen, onOpenChange }) => <MemberMenus isOpen={isOpen} onOpenChange={onOpenChange} />;
export const memberSidebarSlot: MemberSidebarSlot = ({ onNavigate }) => <MemberSidebar onNavigate={onNavigate} />;
