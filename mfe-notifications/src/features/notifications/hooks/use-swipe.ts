import { useRef, useState, type TouchEvent } from 'react';
import { NOTIFICATION_SWIPE } from '@campusloop/contracts';
import { isMobileWidth } from './use-is-mobile';

/** The horizontal swipe of spec §4: under 10 px ignored, travel at most 80 px, beyond 50 px it acts. */
export function swipeOutcome(dx: number): 'left' | 'right' | null {
  if (Math.abs(dx) < NOTIFICATION_SWIPE.ignoreBelow) return null;
  if (dx <= -NOTIFICATION_SWIPE.threshold) return 'left';
  if (dx >= NOTIFICATION_SWIPE.threshold) return 'right';
  return null;
}

/** Touch handlers for an item at ≤ 768 px: left marks read, right dismisses (the caller decides). */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const handlers = {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch && isMobileWidth() ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchMove(event: TouchEvent) {
      const touch = event.touches[0];
      if (!start.current || !touch) return;
      const dx = touch.clientX - start.current.x;
      if (Math.abs(dx) < NOTIFICATION_SWIPE.ignoreBelow) return;
      setOffset(Math.max(-NOTIFICATION_SWIPE.max, Math.min(NOTIFICATION_SWIPE.max, dx)));
    },
    onTouchEnd(event: TouchEvent) {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      setOffset(0);
      if (!from || !touch) return;
      const direction = swipeOutcome(touch.clientX - from.x);
      if (direction) onSwipe(direction);
    },
  };
  return { offset, handlers };
}
