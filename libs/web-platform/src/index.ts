// @campusloop/web-platform: the session, the RTK Query base API and the store every front end shares
// (a Module Federation singleton). Test helpers: '@campusloop/web-platform/testing'.
export { API_BASE_URL } from './api/api-base-url';
export { baseApi } from './api/base-api';
export { baseQueryWithReauth } from './api/base-query-with-reauth';
export { identityApi, useRequestOtpMutation, useVerifyOtpMutation, useGetMeQuery, useLogoutMutation } from './api/identity-api';

export { normalizeApiError, type NormalizeOptions } from './errors/normalize-api-error';
export { messageByStatus } from './errors/message-by-status';
export { isRetryableStatus, type ApiError } from './errors/api-error';
export { DEFAULT_STATUS_MESSAGES, FEED_STATUS_MESSAGES, NOTIFICATION_STATUS_MESSAGES, type StatusMessages } from './errors/status-messages';

// The start-up half (store, session, tokens): its own entry and Module Federation singleton, re-exported here
// through the package name so a federated page has one copy of it (see core.ts).
export {
  authSlice,
  userLoaded,
  signedOut,
  selectAuthStatus,
  selectCurrentUser,
  selectIsSignedIn,
  restoreSession,
  signOut,
  tokenStorage,
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  hasCampusAccess,
  sessionRoles,
  isModeratorSession,
  rootReducer,
  createAppStore,
  addMiddleware,
  withMiddleware,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type AuthState,
  type AuthStatus,
  type RootState,
  type LazyLoadedSlices,
  type AppStore,
  type AppDispatch,
  type AppStoreOptions,
  type PlatformExtra,
} from '@campusloop/web-platform/core';
export { fetchCurrentUser, signInWithOtp, type SignInResult } from './session/session-thunks';

export { mountApp } from './mount/mount-app';
export {
  DASHBOARD_TABS,
  DEEP_LINK_ENTITY_TYPES,
  type DashboardTabKey,
  type DeepLinkEntityType,
  type DeepLinkTarget,
  type RemoteTabProps,
  type CommunityPostsProps,
} from '@campusloop/web-platform/core';
export { profileApi, useUpdateMeMutation, useRequestUniversityOtpMutation, useVerifyUniversityOtpMutation } from './api/profile-api';
export { universitiesApi, useGetUniversitiesQuery, useGetUniversityDetailsQuery } from './api/universities-api';
export { contactApi, useSendContactMessageMutation } from './api/contact-api';
export { uploadsApi, usePresignUploadMutation, useDiscardUploadMutation } from './api/uploads-api';
export { verifyUniversityEmail } from './session/verify-university-email';

// Generic front-end tools every vertical uses (lifted from mfe-feed): optimistic cache patches,
// paged lists over infinite queries, retried writes, and the image uploader's transport.
export { undoAll, type CacheTools, type Undo } from './cache/cache-tools';
export { hasMorePages, uniqueById } from './lists/paging';
export { usePagedList, type PagedList } from './lists/use-paged-list';
export { retryingQuery, WRITE_RETRIES, WRITE_RETRY_DELAY_MS } from './api/retrying-query';
export { useUploadTransport } from './uploads/use-upload-transport';
