/**
 * A folder's avatar (site-spec §3 Folder: `avatar_url` in menus): the picture of the item chosen as
 * its avatar — there are no official pictures, so the drawn icon of the item's category — or a
 * folder glyph without one. `useFolderAvatarItems` loads the avatars of a list in one query.
 */
import type { Folder } from '#contract/folders';
import type { ItemSummary } from '#contract/items';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { useItemsByIds } from '#web/entities/item/api/items.ts';
import './folder-avatar.css';

export function useFolderAvatarItems(folders: readonly Pick<Folder, 'avatar'>[]): ReadonlyMap<number, ItemSummary> {
  const ids = folders.flatMap((folder) => (folder.avatar === null ? [] : [folder.avatar]));
  const items = useItemsByIds(SITE_VARIANT, ids);
  return new Map((items.data ?? []).map((item) => [item.id, item]));
}

export function FolderAvatar({ item, size = 'small' }: { item: ItemSummary | undefined; size?: 'small' | 'large' }) {
  return (
    <span className={`folder-avatar folder-avatar--${size}`} aria-hidden="true" data-testid="folder-avatar" data-item={item?.id ?? ''}>
      {item ? (
        <CategoryIcon category={item.weapon_type ?? item.category} size={50} decorative />
      ) : (
        <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" focusable="false">
          <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
        </svg>
      )}
    </span>
  );
}
