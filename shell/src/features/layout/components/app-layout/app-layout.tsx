import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorBoundary } from '@campusloop/ui';
import { MobileBottomNav } from '../../../mobile-nav';
import { ReferralLinkKeeper } from '../../../referrals';
import { Footer } from '../footer/footer';
import { Navbar } from '../navbar/navbar';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: ${({ theme }) => theme.space.md}; top: ${({ theme }) => theme.space.md}; z-index: ${({ theme }) => theme.zIndices.toast}; }
`;

const Main = styled.main`
  min-height: calc(100vh - 200px);
  &:focus { outline: none; }
`;

/** Routes where the top bar is hidden (spec §2: /verify). */
const WITHOUT_TOP_BAR = new Set(['/verify']);

/** Every page: skip link, navbar, the page (inside its own error boundary), footer. */
export function AppLayout() {
  const { pathname } = useLocation();
  const showTopBar = !WITHOUT_TOP_BAR.has(pathname);
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      {showTopBar && <Navbar />}
      <Main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </Main>
      {showTopBar && <Footer />}
      <MobileBottomNav />
      <ReferralLinkKeeper />
    </>
  );
}
