import { useEffect, useState } from 'react';
import { SECTION_SCROLL_OFFSET } from '../nav-links';

/** On the landing page, the section currently under the navbar (the active link follows the scroll). */
export function useActiveSection(sectionIds: string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(enabled ? (sectionIds[0] ?? null) : null);

  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return undefined;
    }
    const update = () => {
      // At the end of the page the last sections cannot reach the navbar: the lowest one in view wins.
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const line = atBottom ? window.innerHeight : SECTION_SCROLL_OFFSET + 1;
      let current = sectionIds[0] ?? null;
      for (const id of sectionIds) {
        const section = document.getElementById(id);
        if (section && section.getBoundingClientRect().top <= line) current = id;
      }
      setActive(current);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [sectionIds, enabled]);

  return active;
}
