import { Navigate, type RouteObject } from 'react-router-dom';
import { AboutPage } from '../features/about';
import { LoginPage, RequireAuth, VerifyPage, VisitorsOnly } from '../features/auth';
import { ContactPage } from '../features/contact';
import { DashboardPage } from '../features/dashboard';
import { LandingPage } from '../features/landing';
import { AppLayout } from '../features/layout';
import { NotificationsRoute } from '../features/notifications';
import { ProfileFormPage, ProfilePage, UniversityEmailVerifyPage } from '../features/profile';
import { ReferralsRoute } from '../features/referrals';

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'university-email-verify', element: <UniversityEmailVerifyPage /> },
      {
        element: <VisitorsOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'verify', element: <VerifyPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', element: <ProfilePage /> },
          { path: 'highschool-form', element: <ProfileFormPage audience="HIGH_SCHOOL_STUDENT" /> },
          { path: 'university-form', element: <ProfileFormPage audience="UNIVERSITY_STUDENT" /> },
          { path: 'notifications', element: <NotificationsRoute /> },
          { path: 'referrals', element: <ReferralsRoute /> },
        ],
      },
      {
        element: <RequireAuth completeProfile />,
        children: [{ path: 'dashboard', element: <DashboardPage /> }],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
