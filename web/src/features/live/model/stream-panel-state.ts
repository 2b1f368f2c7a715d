/**
 * Whether the stream panel is folded (browser key `stream-panel`: `collapsed`, else open). The
 * panel is open by default; the visitor's choice is kept across pages and reloads. Without storage
 * (private mode, refused), the panel opens and a choice lasts for the page only.
 */
import { browserLocalStorage } from '#web/lib/browser-storage.ts';
export const STREAM_PANEL_KEY = 'stream-panel';
const COLLAPSED = 'collapsed';

export function readStreamPanelCollapsed(): boolean {
  try {
    return browserLocalStorage()?.getItem(STREAM_PANEL_KEY) === COLLAPSED;
  } catch {
    return false;
  }
}

export function writeStreamPanelCollapsed(collapsed: boolean): void {
  try {
    if (collapsed) browserLocalStorage()?.setItem(STREAM_PANEL_KEY, COLLAPSED);
    else browserLocalStorage()?.removeItem(STREAM_PANEL_KEY);
  } catch {
    // A full or refused storage: the choice lasts for this page.
  }
}
