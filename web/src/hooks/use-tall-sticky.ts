/**
 * A sticky sidebar that may be taller than the screen: held under the top bar while it fits, and
 * otherwise held by its bottom at the screen's bottom (`top` = screen height − its height), so that
 * scrolling down brings its end into view instead of hiding it until the page's end. Sets the CSS
 * variable `--sticky-top` (px) on the element; the stylesheet uses it as the sticky offset.
 */
import { useEffect, type RefObject } from 'react';

/** The offset a fitting sidebar keeps under the top bar (the top bar's height and a margin). */
export function stickyTop(viewportHeight: number, elementHeight: number, headerOffset: number, margin: number): number {
  return Math.min(headerOffset, viewportHeight - elementHeight - margin);
}

export function useTallSticky(ref: RefObject<HTMLElement | null>, headerOffset: number, margin = 16): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => element.style.setProperty('--sticky-top', `${stickyTop(window.innerHeight, element.offsetHeight, headerOffset, margin)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, headerOffset, margin]);
}
