/**
 * The visitor's Skinator draft in browser storage (issue 21; site-spec §9 storage keys, like the
 * stuff draft's `local-stuff`): the look's share code under `local-skin`. A stored value that is no
 * look (damaged, hand-edited, an older format) is removed and the page starts from the default look.
 */
import { decodeLook, encodeLook, type SkinLook } from '#game/skin';

export const LOCAL_SKIN_KEY = 'local-skin';

export function loadDraftLook(storage: Storage = localStorage): SkinLook | null {
  const code = storage.getItem(LOCAL_SKIN_KEY);
  if (code === null) return null;
  const look = decodeLook(code);
  if (!look) storage.removeItem(LOCAL_SKIN_KEY);
  return look;
}

export function saveDraftLook(look: SkinLook, storage: Storage = localStorage): void {
  storage.setItem(LOCAL_SKIN_KEY, encodeLook(look));
}
