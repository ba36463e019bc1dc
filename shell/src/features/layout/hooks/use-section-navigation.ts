import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SECTION_SCROLL_OFFSET } from '../nav-links';

/** Delay before scrolling when a section link first navigates to the landing page (spec: about 100ms). */
const SCROLL_AFTER_NAVIGATION_MS = 100;

function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const top = section.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
}

/** Goes to a landing-page section: scrolls there on /, or navigates to / and then scrolls. */
export function useSectionNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (id: string) => {
      if (pathname === '/') {
        scrollToSection(id);
        return;
      }
      navigate('/');
      timer.current = window.setTimeout(() => scrollToSection(id), SCROLL_AFTER_NAVIGATION_MS);
    },
    [pathname, navigate],
  );
}
