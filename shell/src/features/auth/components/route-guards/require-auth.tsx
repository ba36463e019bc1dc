import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@campusloop/ui';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@campusloop/web-platform/core';
import { profileFormPath } from '../../post-login-path';

/** Signed-in routes: visitors go to /login; with `completeProfile`, an incomplete profile goes to its form. */
export function RequireAuth({ completeProfile = false }: { completeProfile?: boolean }) {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();

  if (status === 'loading') return <Loading />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (completeProfile && !user.profileComplete) return <Navigate to={profileFormPath(user.audience)} replace />;
  return <Outlet />;
}
