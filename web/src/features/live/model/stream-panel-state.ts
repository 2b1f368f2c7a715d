/**
 * Whether the stream panel is folded (browser key `stream-panel`: `collapsed`, else open). The
 * panel is open by default; the visitor's choice is kept across pages and reloads. Without storage
 * (private mode, refused), the panel opens and a choice lasts for the page only.
 */
export const STREAM_PANEL_KEY = 'stream-panel';
const COLLAPSED = 'collapsed';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readStreamPanelCollapsed(): boolean {
  try {
    return storage()?.getItem(STREAM_PANEL_KEY) === COLLAPSED;
  } catch {
    return false;
  }
}

export function writeStreamPanelCollapsed(collapsed: boolean): void {
  try {
    if (collapsed) storage()?.setItem(STREAM_PANEL_KEY, COLLAPSED);
    else storage()?.removeItem(STREAM_PANEL_KEY);
  } catch {
    // A full or refused storage: the choice lasts for this page.
  }
}
