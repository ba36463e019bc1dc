import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@campusloop/web-platform/core';

export type HeroAction = { label: string; to: string };

/** Spec §2 hero button: 'Join Now' (signed out), 'Complete Profile', or 'Explore CampusLoop'. Null while loading. */
export function useHeroAction(): HeroAction | null {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  if (status === 'loading') return null;
  if (!user) return { label: 'Join Now', to: '/login' };
  if (!user.profileComplete) return { label: 'Complete Profile', to: '/profile' };
  return { label: 'Explore CampusLoop', to: '/dashboard' };
}
