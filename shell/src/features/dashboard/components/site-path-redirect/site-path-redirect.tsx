import { Navigate, useLocation } from 'react-router-dom';
import { dashboardLinkForTarget } from '@campusloop/contracts';

/**
 * Any path without a page of its own. A spec §2 deep-link target (`/posts/{id}`, `/events/{id}`,
 * `/account/blocked`, …), which a notification mail links to, goes to its /dashboard link (the tab, the
 * entity, a notice); anything else to the landing page.
 */
export function SitePathRedirect() {
  const { pathname, hash } = useLocation();
  return <Navigate to={dashboardLinkForTarget(`${pathname}${hash}`) ?? '/'} replace />;
}
