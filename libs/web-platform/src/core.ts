// @campusloop/web-platform/core: what a page needs to start — the store, the session slice and its start
// and end, the stored tokens — without RTK Query and the API endpoints ('@campusloop/web-platform', loaded
// when a session needs them). The shell's public pages use only this (issue 30: landing JS budget). A
// Module Federation singleton of its own; the main entry re-exports all of it.
export { authSlice, userLoaded, signedOut, selectAuthStatus, selectCurrentUser, selectIsSignedIn, type AuthState, type AuthStatus } from './session/auth-slice';
export { restoreSession, signOut } from './session/session-start';
export { tokenStorage, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './session/token-storage';
export { prefetchApi, fetchAdoptingPrefetch, PREFETCH_TTL_MS, EARLY_API_FETCHES_GLOBAL, type EarlyApiFetches } from './prefetch/api-prefetch';
export { hasCampusAccess } from './session/has-campus-access';
export { sessionRoles, isModeratorSession } from './session/session-roles';

export { rootReducer, type RootState, type LazyLoadedSlices } from './store/root-reducer';
export { createAppStore, injectApi, platformApiLoaded, type AppStore, type AppDispatch, type AppStoreOptions } from './store/create-app-store';
export { addMiddleware, withMiddleware } from './store/dynamic-middleware';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export type { PlatformExtra } from './store/platform-extra';

// The dashboard's tab keys and the remotes' contract: constants and types only (the shell's navigation uses them).
export {
  DASHBOARD_TABS,
  DEEP_LINK_ENTITY_TYPES,
  type DashboardTabKey,
  type DeepLinkEntityType,
  type DeepLinkTarget,
  type RemoteTabProps,
  type CommunityPostsProps,
} from './remotes/remote-contract';
