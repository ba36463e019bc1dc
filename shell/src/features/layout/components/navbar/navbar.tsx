import { useId, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@campusloop/ui';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@campusloop/web-platform/core';
import { RemoteModule } from '../../../../federation/remote-module';
import { useActiveSection } from '../../hooks/use-active-section';
import { useSectionNavigation } from '../../hooks/use-section-navigation';
import { LANDING_SECTIONS, NAV_LINKS } from '../../nav-links';
import { UserMenu } from '../user-menu/user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.navbar};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Inner = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 1200px;
  min-height: 64px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  ${({ theme }) => theme.media.mobile} { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const MenuToggle = styled.button`
  display: none;
  margin-left: auto;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  font-size: 1.25rem;
  cursor: pointer;
  ${({ theme }) => theme.media.mobile} { display: inline-block; }
`;

const Links = styled.ul<{ $open: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 auto;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] { color: ${({ theme }) => theme.colors.primary}; font-weight: 700; }
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 64px;
    left: 0;
    right: 0;
    flex-direction: column;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.popover};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  /* Brand, hamburger and 'Sign Up / Sign In' fit in one row down to 320px (WCAG reflow). */
  ${({ theme }) => theme.media.mobile} { > button { padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`}; } }
  @media (max-width: 360px) { > button { font-size: ${({ theme }) => theme.fontSizes.sm}; } }
`;

/** Top bar: brand, section and page links (hamburger on small screens), sign-in or bell + user menu. */
export function Navbar() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goToSection = useSectionNavigation();
  const activeSection = useActiveSection(LANDING_SECTIONS, pathname === '/');
  const [menuOpen, setMenuOpen] = useState(false);
  const linksId = useId();

  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand to="/">CampusLoop</Brand>
        <MenuToggle aria-label="Menu" aria-expanded={menuOpen} aria-controls={linksId} onClick={() => setMenuOpen((open) => !open)}>
          <span aria-hidden="true">☰</span>
        </MenuToggle>
        <Links id={linksId} $open={menuOpen}>
          {NAV_LINKS.map((link) => (
            <li key={link.label}>
              {'section' in link ? (
                <a
                  href={`/#${link.section}`}
                  aria-current={activeSection === link.section ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setMenuOpen(false);
                    goToSection(link.section);
                  }}
                >
                  {link.label}
                </a>
              ) : (
                <RouterNavLink to={link.to} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </RouterNavLink>
              )}
            </li>
          ))}
        </Links>
        <Actions>
          {user ? (
            <>
              <RemoteModule id="mfe_notifications/NotificationBell" quiet />
              <UserMenu user={user} />
            </>
          ) : (
            status === 'anonymous' && <Button onClick={() => navigate('/login')}>Sign Up / Sign In</Button>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
