/**
 * Folders and favourites (issue 17; site-spec §3 Folder and Favorite, §5, §7, §8). Answers are
 * the member's whole updated collection. Body refusals carry message keys (see contract/users.ts).
 */
import { z } from 'zod';
import { Game, GameId, MAX_GAME_ID } from './common.ts';
import { defineRoute } from './route.ts';

export const FOLDER_NAME_MIN = 3;
export const FOLDER_NAME_MAX = 20;
/** Starts with a letter or digit; letters, digits, space, hyphen, dot, underscore. */
export const FOLDER_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;
/** Folders per member. */
export const FOLDERS_MAX = 50;
/** Favourites per member, game and item category. */
export const FAVORITES_PER_CATEGORY_MAX = 50;

export const FolderName = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'folderNameRequired' : 'folderNameFormat') })
  .min(1, { error: 'folderNameRequired' })
  .min(FOLDER_NAME_MIN, { error: 'folderNameFormat' })
  .max(FOLDER_NAME_MAX, { error: 'folderNameFormat' })
  .regex(FOLDER_NAME_PATTERN, { error: 'folderNameFormat' });
/** The avatar: an item id whose picture stands for the folder, or none. */
export const FolderAvatar = z.number({ error: 'folderAvatarInvalid' }).int({ error: 'folderAvatarInvalid' }).positive({ error: 'folderAvatarInvalid' }).max(MAX_GAME_ID, { error: 'folderAvatarInvalid' }).nullable();
export const FolderBody = z.object({ name: FolderName, avatar: FolderAvatar.optional() });

export const Folder = z.object({ id: z.number().int(), name: z.string(), avatar: z.number().int().nullable(), stuffs: z.number().int() });
export type Folder = z.infer<typeof Folder>;
export const FolderList = z.object({ rows: z.array(Folder) });

export const foldersRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/folders', response: FolderList }),
  create: defineRoute({ method: 'POST', path: '/api/folders', body: FolderBody, response: FolderList }),
  update: defineRoute({ method: 'PUT', path: '/api/folders/:folderId', params: z.object({ folderId: GameId }), body: FolderBody, response: FolderList }),
  remove: defineRoute({ method: 'DELETE', path: '/api/folders/:folderId', params: z.object({ folderId: GameId }), response: FolderList }),
};

export const Favorite = z.object({ game: Game, itemId: z.number().int(), category: z.string(), created_at: z.string() });
export const FavoriteList = z.object({ rows: z.array(Favorite) });
export const FavoriteBody = z.object({
  game: Game,
  itemId: z.number({ error: 'favoriteItemInvalid' }).int({ error: 'favoriteItemInvalid' }).positive({ error: 'favoriteItemInvalid' }).max(MAX_GAME_ID, { error: 'favoriteItemInvalid' }),
});

export const favoritesRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/favorites', query: z.object({ game: Game.optional(), category: z.string().regex(/^[a-z_]{1,40}$/).optional() }), response: FavoriteList }),
  add: defineRoute({ method: 'POST', path: '/api/favorites', body: FavoriteBody, response: FavoriteList }),
  remove: defineRoute({ method: 'DELETE', path: '/api/favorites/:game/:itemId', params: z.object({ game: Game, itemId: GameId }), response: FavoriteList }),
};
