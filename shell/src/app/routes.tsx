import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { UNSUBSCRIBE_PAGE_PATH } from '@campusloop/contracts';
import { Loading } from '@campusloop/ui';
import { AboutPage } from '../features/about';
import { RequireAuth } from '../features/auth/components/route-guards/require-auth';
import { VisitorsOnly } from '../features/auth/components/route-guards/visitors-only';
import { SitePathRedirect } from '../features/dashboard/components/site-path-redirect/site-path-redirect';
import { LandingPage } from '../features/landing';
import { AppLayout } from '../features/layout';
import { loadable, useLoadable, type Loadable } from '../loading/loadable';

// Issue 12: the landing page downloads only what it shows. Every other page (dashboard, forms, OTP
// screens, contact, notifications, referrals) is its own chunk, fetched when its route is visited.
// Imports point at the component files, not the feature barrels, so nothing else rides along. A page
// whose chunk has arrived (the dashboard's is fetched at a signed-in start) renders at once; while it is on
// its way the page says 'Loading...' without suspending (loading/loadable.ts says why).
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let chunk: Loadable<ComponentType<P>> | undefined;
  return function LazyPage(props: P) {
    chunk ??= loadable(load);
    const Page = useLoadable(chunk);
    return Page ? <Page {...props} /> : <Loading />;
  };
}

/**
 * A split-off page that is also prerendered (prerender/public-pages.ts): it suspends while its chunk
 * arrives, which is what makes React keep the painted HTML in place while hydrating, instead of replacing
 * it with 'Loading...'.
 */
function prerenderedLazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const LoginPage = prerenderedLazyPage(() => import('../features/auth/components/login-page/login-page').then((m) => m.LoginPage));
const VerifyPage = lazyPage(() => import('../features/auth/components/verify-page/verify-page').then((m) => m.VerifyPage));
const ContactPage = prerenderedLazyPage(() => import('../features/contact/components/contact-page/contact-page').then((m) => m.ContactPage));
const DashboardPage = lazyPage(() => import('../features/dashboard/components/dashboard-page/dashboard-page').then((m) => m.DashboardPage));
const NotificationsRoute = lazyPage(() =>
  import('../features/notifications/components/notifications-route/notifications-route').then((m) => m.NotificationsRoute),
);
const ProfilePage = lazyPage(() => import('../features/profile/components/profile-page/profile-page').then((m) => m.ProfilePage));
const ProfileFormPage = lazyPage(() =>
  import('../features/profile/components/profile-form-page/profile-form-page').then((m) => m.ProfileFormPage),
);
const UniversityEmailVerifyPage = lazyPage(() =>
  import('../features/profile/components/university-email-verify-page/university-email-verify-page').then((m) => m.UniversityEmailVerifyPage),
);
const UnsubscribePage = lazyPage(() =>
  import('../features/unsubscribe/components/unsubscribe-page/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const ModerationPage = lazyPage(() =>
  import('../features/moderation/components/moderation-page/moderation-page').then((m) => m.ModerationPage),
);
const ReferralsRoute = lazyPage(() =>
  import('../features/referrals/components/referrals-route/referrals-route').then((m) => m.ReferralsRoute),
);

/** A split-off page: the usual 'Loading...' while its chunk arrives. */
function page(element: ReactNode) {
  return <Suspense fallback={<Loading />}>{element}</Suspense>;
}

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: page(<ContactPage />) },
      { path: 'university-email-verify', element: page(<UniversityEmailVerifyPage />) },
      // A notification mail's unsubscribe link: works signed in or not (issue 29).
      { path: UNSUBSCRIBE_PAGE_PATH.slice(1), element: page(<UnsubscribePage />) },
      {
        element: <VisitorsOnly />,
        children: [
          { path: 'login', element: page(<LoginPage />) },
          { path: 'verify', element: page(<VerifyPage />) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', element: page(<ProfilePage />) },
          { path: 'highschool-form', element: page(<ProfileFormPage audience="HIGH_SCHOOL_STUDENT" />) },
          { path: 'university-form', element: page(<ProfileFormPage audience="UNIVERSITY_STUDENT" />) },
          { path: 'notifications', element: page(<NotificationsRoute />) },
          { path: 'referrals', element: page(<ReferralsRoute />) },
          // Moderators only (issue 28): anyone else sees 'Not allowed', and the services refuse them.
          { path: 'moderation', element: page(<ModerationPage />) },
        ],
      },
      {
        element: <RequireAuth completeProfile />,
        children: [{ path: 'dashboard', element: page(<DashboardPage />) }],
      },
      // A notification mail's link to content (`/posts/{id}`, `/account/blocked`) opens it in the dashboard.
      { path: '*', element: <SitePathRedirect /> },
    ],
  },
];
