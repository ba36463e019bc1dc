import { useEffect, useRef } from 'react';

/** Spec §2 infinite scroll: calls `onVisible` when the sentinel shows (threshold 0.1, margin 100 px). */
export function useInfiniteTrigger(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { threshold: 0.1, rootMargin: '100px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
