/**
 * Touch gestures of the mobile sidebar (site-spec §4, constants §9): a right swipe that starts
 * within 50 px of the left edge opens it, a left swipe closes it. A swipe must travel at least
 * 25 px and 15 % of the screen width, and more horizontally than vertically (a scroll is not a swipe).
 */
import { useEffect, useRef } from 'react';

export const EDGE_START_PX = 50;
export const SWIPE_MIN_PX = 25;
export const SWIPE_MIN_SCREEN_RATIO = 0.15;

export type SwipeDirection = 'right' | 'left';

/** The swipe a touch from `start` to `end` makes, if any; pure so it can be unit-tested. */
export function swipeBetween(
  start: { x: number; y: number },
  end: { x: number; y: number },
  screenWidth: number,
): SwipeDirection | undefined {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const threshold = Math.max(SWIPE_MIN_PX, screenWidth * SWIPE_MIN_SCREEN_RATIO);
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return undefined;
  return dx > 0 ? 'right' : 'left';
}

interface EdgeSwipeOptions {
  enabled: boolean;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

export function useEdgeSwipe({ enabled, isOpen, onOpen, onClose }: EdgeSwipeOptions): void {
  const latest = useRef({ isOpen, onOpen, onClose });
  latest.current = { isOpen, onOpen, onClose };

  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number } | undefined;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) return (start = undefined);
      // Opening needs the edge; closing may start anywhere.
      start = latest.current.isOpen || touch.clientX <= EDGE_START_PX ? { x: touch.clientX, y: touch.clientY } : undefined;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const direction = swipeBetween(start, { x: touch.clientX, y: touch.clientY }, window.innerWidth);
      start = undefined;
      if (direction === 'right' && !latest.current.isOpen) latest.current.onOpen();
      if (direction === 'left' && latest.current.isOpen) latest.current.onClose();
    };
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchend', onTouchEnd);
    };
  }, [enabled]);
}
