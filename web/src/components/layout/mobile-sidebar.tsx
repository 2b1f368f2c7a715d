/**
 * The slide-in sidebar of small screens. A modal <dialog>: the browser traps focus inside, makes
 * the page inert, closes on Escape and gives focus back to the menu button on close. A click on
 * the backdrop closes it too; so do the swipe gestures (see use-edge-swipe.ts).
 */
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavSection } from '#web/config/navigation.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { Brand } from './brand.tsx';
import { LanguageLinks } from './language-links.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export const MOBILE_SIDEBAR_ID = 'mobile-sidebar';

/** What the app puts under a section's links, by section. */
export type SectionFooters = Partial<Record<NavSection['id'], ReactNode>>;

interface MobileSidebarProps {
  sections: readonly NavSection[];
  isOpen: boolean;
  onClose: () => void;
  /** The member's menus (given by the app), before the sections. */
  children?: ReactNode;
  /** Under a section's links (given by the app: the community section's online count and data versions). */
  sectionFooters?: SectionFooters;
}

export function MobileSidebar({ sections, isOpen, onClose, children, sectionFooters }: MobileSidebarProps) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
    document.body.classList.toggle('is-scroll-locked', isOpen);
    return () => document.body.classList.remove('is-scroll-locked');
  }, [isOpen]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // Clicks on the backdrop are dispatched to the dialog itself, outside its box.
    if (event.target !== dialogRef.current) return;
    const box = dialogRef.current.getBoundingClientRect();
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      id={MOBILE_SIDEBAR_ID}
      className="sidebar"
      aria-label={t('nav.sidebar')}
      onClose={onClose}
      onClick={closeOnBackdrop}
      data-testid="mobile-sidebar"
    >
      <div className="sidebar__header">
        <Brand onNavigate={onClose} />
        <button type="button" className="icon-button" onClick={onClose} data-testid="sidebar-close">
          <CloseIcon />
          <span className="visually-hidden">{t('nav.closeMenu')}</span>
        </button>
      </div>
      <nav className="sidebar__nav" aria-label={t('nav.main')}>
        {children}
        {sections.map((section) => (
          <section key={section.id} className="sidebar__section" aria-labelledby={`sidebar-${section.id}`}>
            <h2 id={`sidebar-${section.id}`} className="sidebar__heading">
              {t(section.label)}
            </h2>
            <ul role="list" className="sidebar__list">
              {section.entries.map((entry) => (
                <li key={entry.id}>
                  <Link to={pathTo(entry.route, entry.params)} className="sidebar__link" onClick={onClose}>
                    {t(entry.label)}
                  </Link>
                </li>
              ))}
            </ul>
            {sectionFooters?.[section.id]}
          </section>
        ))}
      </nav>
      <div className="sidebar__footer">
        <p className="sidebar__heading" id="sidebar-language">
          {t('nav.language')}
        </p>
        <LanguageLinks className="segmented" linkClassName="segmented__item" onNavigate={onClose} compact />
        <ThemeToggle withLabel />
      </div>
    </dialog>
  );
}
