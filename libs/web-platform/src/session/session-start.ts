import { createAsyncThunk } from '@reduxjs/toolkit';
import { IDENTITY_PATHS } from '@campusloop/contracts';
import { prefetchApi } from '../prefetch/api-prefetch';
import type { AppDispatch } from '../store/create-app-store';
import type { RootState } from '../store/root-reducer';
import { signedOut } from './auth-slice';
import { isPageLeaving } from './page-leaving';
import { tokenStorage } from './token-storage';

const createAppThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

/**
 * The API half of web-platform (RTK Query, the endpoints), loaded when a session needs it: a visitor
 * without a session never does, so the public pages start without RTK Query (issue 30, landing budget).
 * Through the package name, not a relative path: in a Module Federation build that is the page's one
 * shared copy, the one whose RTK Query cache is in the store.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the package's shared copy on purpose (above)
const loadPlatformApi = () => import('@campusloop/web-platform');

/**
 * Spec §4: at start, if an access token exists the current user is fetched; on failure tokens are cleared.
 * Without a token the visitor is marked anonymous at once (before the first render: the state the public
 * pages were prerendered in). With a token, GET /users/me goes out at once (prefetchApi), beside the API
 * half's download, instead of after it. A fetch the browser cancelled because the page is being left (the user
 * opened another address while the app was starting) is not a failure of the session: the tokens stay.
 */
export const restoreSession = createAppThunk('auth/restoreSession', async (_: void, { dispatch }) => {
  if (!tokenStorage.getAccessToken()) {
    dispatch(signedOut());
    return;
  }
  prefetchApi(IDENTITY_PATHS.me);
  try {
    const { fetchCurrentUser } = await loadPlatformApi();
    await fetchCurrentUser(dispatch);
  } catch {
    if (isPageLeaving()) return;
    tokenStorage.clear();
    dispatch(signedOut());
  }
});

/** Logout clears tokens even if the call fails (spec §4). */
export const signOut = createAppThunk('auth/signOut', async (_: void, { dispatch }) => {
  const { identityApi, baseApi } = await loadPlatformApi();
  try {
    await dispatch(identityApi.endpoints.logout.initiate()).unwrap();
  } catch {
    // the session ends locally either way
  }
  tokenStorage.clear();
  dispatch(signedOut());
  dispatch(baseApi.util.resetApiState());
});
