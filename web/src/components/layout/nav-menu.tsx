/** One dropdown of the top navigation (disclosure pattern: a button with aria-expanded and a panel of links). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavSection } from '#web/config/navigation.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { useDisclosure } from '../ui/use-disclosure.ts';

interface NavMenuProps {
  section: NavSection;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Under the links (given by the app: the community menu's online count and data versions). */
  footer?: ReactNode;
}

export function NavMenu({ section, isOpen, onOpenChange, footer }: NavMenuProps) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const { rootRef, onKeyDown, close, buttonProps, panelProps } = useDisclosure<HTMLLIElement>({ isOpen, onOpenChange });
  const wide = section.entries.length > 4;

  return (
    <li className="nav-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        {...buttonProps}
        className="nav-menu__button"
        data-testid={`nav-menu-${section.id}`}
      >
        {t(section.label)}
        <ChevronDownIcon size={16} className="nav-menu__chevron" />
      </button>
      <div {...panelProps} className={`nav-menu__panel${wide ? ' nav-menu__panel--wide' : ''}`}>
        <ul role="list" className="nav-menu__list">
          {section.entries.map((entry) => (
            <li key={entry.id}>
              <Link to={pathTo(entry.route, entry.params)} className="nav-menu__link" onClick={close} data-testid={`nav-${entry.id}`}>
                <span className="nav-menu__link-title">{t(entry.label)}</span>
                <span className="nav-menu__link-description">{t(entry.description)}</span>
              </Link>
            </li>
          ))}
        </ul>
        {footer}
      </div>
    </li>
  );
}
