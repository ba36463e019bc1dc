import { useEffect, type RefObject } from 'react';
import type { DeepLinkTarget } from '@campusloop/web-platform';

/** Spec §9 highlight delays: scroll to the element after 300 ms, highlight it after 500 ms. */
export const HIGHLIGHT_SCROLL_DELAY_MS = 300;
export const HIGHLIGHT_DELAY_MS = 500;
export const HIGHLIGHT_DURATION_MS = 3000;
export const HIGHLIGHT_ATTRIBUTE = 'data-highlighted';

/**
 * Scrolls to and briefly highlights what a deep link names inside `container`: the element marked
 * `data-section="<section>"` (or with that id), else the container itself.
 */
export function useHighlight(container: RefObject<HTMLElement | null>, target: DeepLinkTarget | undefined) {
  useEffect(() => {
    if (!target?.highlight) return undefined;
    const section = target.params.section;
    const find = (): HTMLElement | null => {
      const root = container.current;
      if (!root) return null;
      // The parser only lets [A-Za-z][\w-]* through as a section, so it is a safe selector.
      const named = section
        ? root.querySelector<HTMLElement>(`[data-section="${section}"], #${section}`)
        : null;
      return named ?? root;
    };
    let element: HTMLElement | null = null;
    const timers = [
      window.setTimeout(
        () => find()?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }),
        HIGHLIGHT_SCROLL_DELAY_MS,
      ),
      window.setTimeout(() => {
        element = find();
        element?.setAttribute(HIGHLIGHT_ATTRIBUTE, 'true');
      }, HIGHLIGHT_DELAY_MS),
      window.setTimeout(
        () => element?.removeAttribute(HIGHLIGHT_ATTRIBUTE),
        HIGHLIGHT_DELAY_MS + HIGHLIGHT_DURATION_MS,
      ),
    ];
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      element?.removeAttribute(HIGHLIGHT_ATTRIBUTE);
    };
  }, [container, target]);
}
