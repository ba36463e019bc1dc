import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardTabKey } from '@campusloop/web-platform';
import { selectIsSignedIn, useAppSelector } from '@campusloop/web-platform/core';
// The dashboard's barrel holds the tab list only: the dashboard page is split off the landing's scripts.
import { parseTabKey } from '../../../dashboard';
import { MOBILE_NAV_HIDDEN_PATHS, MOBILE_NAV_ITEMS } from '../../mobile-nav-items';

const BAR_HEIGHT = 64;

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.navbar};
  height: ${BAR_HEIGHT}px;
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 8px rgba(17, 24, 39, 0.08);
  ul {
    display: grid;
    grid-template-columns: repeat(${MOBILE_NAV_ITEMS.length}, 1fr);
    height: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

// Keeps the end of the page clear of the fixed bar.
const Spacer = styled.div`
  height: ${BAR_HEIGHT}px;
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-top: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-top-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Spec §2 mobile bottom navigation (768px and below): the dashboard tabs with a `mobile` entry in the
 * vertical manifest (six). The selected one is the dashboard's tab parameter (default HOME), only on
 * /dashboard; tapping it again reloads the tab.
 */
export function MobileBottomNav() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (!signedIn || MOBILE_NAV_HIDDEN_PATHS.has(pathname)) return null;

  const selected: DashboardTabKey | null =
    pathname === '/dashboard' ? (parseTabKey(params.get('tab')) ?? 'HOME') : null;
  const reload = (event: MouseEvent, key: DashboardTabKey) => {
    event.preventDefault();
    navigate(`/dashboard?tab=${key}&refresh=${Date.now()}`);
  };

  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar aria-label="Dashboard sections">
        <ul>
          {MOBILE_NAV_ITEMS.map(({ key, label }) => (
            <li key={key}>
              <Item
                to={`/dashboard?tab=${key}`}
                aria-current={key === selected ? 'page' : undefined}
                onClick={key === selected ? (event) => reload(event, key) : undefined}
              >
                {label}
              </Item>
            </li>
          ))}
        </ul>
      </Bar>
    </>
  );
}
