import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/i18n/use-lang.ts';
import { ChevronDownIcon, GlobeIcon } from '../ui/icons.tsx';
import { useDisclosure } from '../ui/use-disclosure.ts';
import { LanguageLinks } from './language-links.tsx';

interface LanguageMenuProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function LanguageMenu({ isOpen, onOpenChange }: LanguageMenuProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const panelId = useId();
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const { rootRef, buttonRef, panelRef, onKeyDown, focusFirstItem } = useDisclosure<HTMLDivElement>({ isOpen, close });
  return (
    <div className="nav-menu nav-menu--end" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-menu__button nav-menu__button--compact"
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-testid="language-switch"
        onClick={() => onOpenChange(!isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            onOpenChange(true);
            focusFirstItem();
          }
        }}
      >
        <GlobeIcon size={18} />
        <span className="visually-hidden">{t('nav.language')}: </span>
        <span aria-hidden="true">{lang.toUpperCase()}</span>
        <ChevronDownIcon size={16} className="nav-menu__chevron" />
      </button>
      <div ref={panelRef} id={panelId} className="nav-menu__panel nav-menu__panel--narrow" hidden={!isOpen}>
        <LanguageLinks className="nav-menu__list" linkClassName="nav-menu__link nav-menu__link--simple" onNavigate={close} />
      </div>
    </div>
  );
}
