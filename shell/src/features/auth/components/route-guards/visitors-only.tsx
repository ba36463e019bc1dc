import { Navigate, Outlet } from 'react-router-dom';
import { Loading } from '@campusloop/ui';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@campusloop/web-platform/core';
import { postLoginPath } from '../../post-login-path';

/** /login and /verify: a signed-in user goes to the dashboard, or to the profile form while incomplete. */
export function VisitorsOnly() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);

  if (status === 'loading') return <Loading />;
  if (user) return <Navigate to={postLoginPath(user)} replace />;
  return <Outlet />;
}
