/**
 * The sticky side banner's rule (site-spec §4): `none` while the top of the sidebar it sits in is
 * still in view, `stickyTop` (held at the top of the viewport) once the page has scrolled past it,
 * `stickyBottom` (held at the sidebar's bottom) when the sidebar's end comes up and the banner would
 * leave it. All values are page coordinates in CSS pixels.
 */
export type StickyState = 'none' | 'stickyTop' | 'stickyBottom';

export interface StickyInput {
  /** window.scrollY. */
  scrollY: number;
  /** Where the banner starts in the page when not held (the sidebar's slot top). */
  slotTop: number;
  /** The sidebar's bottom in the page. */
  containerBottom: number;
  /** The banner's height. */
  bannerHeight: number;
  /** The space kept above a held banner (the sticky top bar). */
  offset: number;
}

export function stickyState({ scrollY, slotTop, containerBottom, bannerHeight, offset }: StickyInput): StickyState {
  const heldTop = scrollY + offset;
  if (heldTop <= slotTop) return 'none';
  if (heldTop + bannerHeight >= containerBottom) return 'stickyBottom';
  return 'stickyTop';
}
