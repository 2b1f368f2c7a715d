import { useTranslation } from 'react-i18next';
import { useLang } from '#web/lib/i18n/use-lang.ts';
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
  const { rootRef, onKeyDown, close, buttonProps, panelProps } = useDisclosure<HTMLDivElement>({ isOpen, onOpenChange });
  return (
    <div className="nav-menu nav-menu--end" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        {...buttonProps}
        className="nav-menu__button nav-menu__button--compact"
        data-testid="language-switch"
      >
        <GlobeIcon size={18} />
        <span className="visually-hidden">{t('nav.language')}: </span>
        <span aria-hidden="true">{lang.toUpperCase()}</span>
        <ChevronDownIcon size={16} className="nav-menu__chevron" />
      </button>
      <div {...panelProps} className="nav-menu__panel nav-menu__panel--narrow">
        <LanguageLinks className="nav-menu__list" linkClassName="nav-menu__link nav-menu__link--simple" onNavigate={close} />
      </div>
    </div>
  );
}
