import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SECTION_SCROLL_OFFSET } from '../nav-links';

/** Delay before scrolling when a section link first navigates to the landing page (spec: about 100ms). */
const SCROLL_AFTER_NAVIGATION_MS = 100;
/** How often, and until when, to look again for a section the landing page has not rendered yet. */
const SECTION_RETRY_MS = 50;
const SECTION_WAIT_LIMIT_MS = 5000;

function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const top = section.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  return true;
}

/**
 * Goes to a landing-page section: scrolls there on /, or navigates to / and then scrolls. The landing
 * page is a lazily loaded chunk, so on a slow phone its sections may not exist 100 ms after the
 * navigation: keep looking for the section (briefly) instead of giving up on the first try.
 */
export function useSectionNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (id: string) => {
      window.clearTimeout(timer.current);
      if (pathname === '/') {
        scrollToSection(id);
        return;
      }
      navigate('/');
      const giveUpAt = Date.now() + SECTION_WAIT_LIMIT_MS;
      const attempt = () => {
        if (scrollToSection(id) || Date.now() > giveUpAt) return;
        timer.current = window.setTimeout(attempt, SECTION_RETRY_MS);
      };
      timer.current = window.setTimeout(attempt, SCROLL_AFTER_NAVIGATION_MS);
    },
    [pathname, navigate],
  );
}
