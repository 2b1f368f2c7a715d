/**
 * The member's menus of the navigation bar (site-spec §2 shell, §6: members only): "my stuffs" (by
 * name) and "last modified" (most recent first), the two views of one dropdown so the bar keeps room
 * for the search — at most 10 entries in two columns, each with its name, class, level and first 3
 * tags, linking to the private stuff by its slug, and "see all" to the library — and the folders menu (the first 10, with their avatar, each opening the library
 * filtered by it; "manage" to the folders page). The app gives them to the bar only for a member.
 */
import '../messages/index.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Folder } from '#contract/folders';
import type { StuffSummary } from '#contract/stuffs';
import { buildPath } from '#web/config/routes.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { ChevronDownIcon } from '#web/components/ui/icons.tsx';
import { useDisclosure } from '#web/components/ui/use-disclosure.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { ownStuffsQueryOptions } from '#web/entities/stuff/api/stuffs.ts';
import { foldersQueryOptions, MENU_FOLDERS } from '#web/entities/folder/api/folders.ts';
import { FolderAvatar, useFolderAvatarItems } from '#web/entities/folder/components/folder-avatar.tsx';
import { menuStuffs, twoColumns, type StuffMenu } from '../model/menu-stuffs.ts';
import { ClassBadge, MenuTags, stuffHref, useClassNames } from './stuff-parts.tsx';
import './stuff-library.css';
import './member-menus.css';

interface MenusProps {
  isOpen: (id: string) => boolean;
  onOpenChange: (id: string, open: boolean) => void;
}

/** The library filtered by one folder. */
function folderHref(folder: Pick<Folder, 'id'>, lang: ReturnType<typeof useLang>): string {
  return `${buildPath('user.stuffs', lang)}?folder=${folder.id}`;
}

function MenuShell({ id, label, isOpen, onOpenChange, children }: { id: string; label: string; isOpen: boolean; onOpenChange: (open: boolean) => void; children: React.ReactNode }) {
  const { rootRef, onKeyDown, buttonProps, panelProps } = useDisclosure<HTMLLIElement>({ isOpen, onOpenChange });
  return (
    <li className="nav-menu member-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button {...buttonProps} className="nav-menu__button" data-testid={`nav-menu-${id}`}>
        {label}
        <ChevronDownIcon size={16} className="nav-menu__chevron" />
      </button>
      <div {...panelProps} className="nav-menu__panel member-menu__panel" data-testid={`nav-panel-${id}`}>
        {children}
      </div>
    </li>
  );
}

function StuffEntry({ stuff, onNavigate }: { stuff: StuffSummary; onNavigate: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const className = useClassNames()(stuff.character_class);
  return (
    <li>
      <Link to={stuffHref(stuff, lang, true)} className="member-menu__stuff" onClick={onNavigate} data-testid={`menu-stuff-${stuff.id}`}>
        <ClassBadge classId={stuff.character_class} name={className} size="small" />
        <span className="member-menu__stuff-text">
          <span className="member-menu__stuff-name">{stuff.name}</span>
          <span className="member-menu__stuff-meta">
            {className} · <span className="tabular">{t('common.level', { level: stuff.character_level })}</span>
          </span>
          <MenuTags tags={stuff.tags} />
        </span>
      </Link>
    </li>
  );
}

function StuffMenuPanel({ menu, onNavigate }: { menu: StuffMenu; onNavigate: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const stuffs = useQuery(ownStuffsQueryOptions(SITE_VARIANT));
  const entries = menuStuffs(stuffs.data ?? [], menu);
  const [left, right] = twoColumns(entries);
  return (
    <>
      {stuffs.isError && <p className="status status--error">{t('library.menu.error')}</p>}
      {stuffs.isPending && <span className="spinner" aria-label={t('common.loading')} />}
      {stuffs.data && entries.length === 0 && <p className="member-menu__empty">{t('library.menu.noStuff')}</p>}
      {entries.length > 0 && (
        <div className="member-menu__columns">
          <ul role="list" className="member-menu__list">
            {left.map((stuff) => (
              <StuffEntry key={stuff.id} stuff={stuff} onNavigate={onNavigate} />
            ))}
          </ul>
          <ul role="list" className="member-menu__list">
            {right.map((stuff) => (
              <StuffEntry key={stuff.id} stuff={stuff} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      )}
      <Link to={buildPath('user.stuffs', lang)} className="member-menu__footer-link" onClick={onNavigate} data-testid={`menu-${menu}-see-all`}>
        {t('library.menu.seeAll')}
      </Link>
    </>
  );
}

function FolderMenuPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const folders = useQuery(foldersQueryOptions());
  const shown = (folders.data ?? []).slice(0, MENU_FOLDERS);
  const avatars = useFolderAvatarItems(shown);
  const [left, right] = twoColumns(shown);
  const entry = (folder: Folder) => (
    <li key={folder.id}>
      <Link to={folderHref(folder, lang)} className="member-menu__folder" onClick={onNavigate} data-testid={`menu-folder-${folder.id}`}>
        <FolderAvatar item={folder.avatar === null ? undefined : avatars.get(folder.avatar)} />
        <span className="member-menu__stuff-text">
          <span className="member-menu__stuff-name">{folder.name}</span>
          <span className="member-menu__stuff-meta">{t('library.menu.folderStuffs', { count: folder.stuffs })}</span>
        </span>
      </Link>
    </li>
  );
  return (
    <>
      {folders.isError && <p className="status status--error">{t('library.menu.error')}</p>}
      {folders.isPending && <span className="spinner" aria-label={t('common.loading')} />}
      {folders.data && shown.length === 0 && <p className="member-menu__empty">{t('library.menu.noFolder')}</p>}
      {shown.length > 0 && (
        <div className="member-menu__columns">
          <ul role="list" className="member-menu__list">
            {left.map(entry)}
          </ul>
          <ul role="list" className="member-menu__list">
            {right.map(entry)}
          </ul>
        </div>
      )}
      <Link to={buildPath('user.folders', lang)} className="member-menu__footer-link" onClick={onNavigate} data-testid="menu-folders-manage">
        {t('library.menu.manageFolders')}
      </Link>
    </>
  );
}

/** "My stuffs" and "last modified": the two views of the member's stuffs menu, switched at its top. */
function StuffMenus({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<StuffMenu>('mine');
  return (
    <>
      <div className="member-menu__tabs" role="group" aria-label={t('library.menu.mine')}>
        {(['mine', 'recent'] as const).map((entry) => (
          <button key={entry} type="button" className="member-menu__tab" aria-pressed={menu === entry} onClick={() => setMenu(entry)} data-testid={`menu-tab-${entry}`}>
            {t(entry === 'mine' ? 'library.menu.mine' : 'library.menu.recent')}
          </button>
        ))}
      </div>
      <StuffMenuPanel menu={menu} onNavigate={onNavigate} />
    </>
  );
}

export function MemberMenus({ isOpen, onOpenChange }: MenusProps) {
  const { t } = useTranslation();
  const close = (id: string) => () => onOpenChange(id, false);
  return (
    <>
      <MenuShell id="my-stuffs" label={t('library.menu.mine')} isOpen={isOpen('my-stuffs')} onOpenChange={(open) => onOpenChange('my-stuffs', open)}>
        {isOpen('my-stuffs') && <StuffMenus onNavigate={close('my-stuffs')} />}
      </MenuShell>
      <MenuShell id="folders" label={t('library.menu.folders')} isOpen={isOpen('folders')} onOpenChange={(open) => onOpenChange('folders', open)}>
        {isOpen('folders') && <FolderMenuPanel onNavigate={close('folders')} />}
      </MenuShell>
    </>
  );
}

/** The member's part of the mobile sidebar: the last modified stuffs and the folders, with their links. */
export function MemberSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="sidebar__section member-sidebar" aria-labelledby="sidebar-member" data-testid="sidebar-member">
      <h2 id="sidebar-member" className="sidebar__heading">
        {t('library.menu.recent')}
      </h2>
      <StuffMenuPanel menu="recent" onNavigate={onNavigate} />
      <h2 className="sidebar__heading">{t('library.menu.folders')}</h2>
      <FolderMenuPanel onNavigate={onNavigate} />
    </section>
  );
}
