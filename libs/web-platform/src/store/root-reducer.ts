import { combineSlices, type CombinedSliceReducer, type WithSlice } from '@reduxjs/toolkit';
import type { baseApi } from '../api/base-api';
import { authSlice, type AuthState } from '../session/auth-slice';

/**
 * Slices that remotes add at load time. A remote declares its slice here by declaration merging:
 *   declare module '@campusloop/web-platform' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 * and injects it with `mySlice.injectInto(rootReducer)` (or `rootReducer.inject(mySlice)`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

type StartState = { auth: AuthState } & WithSlice<typeof baseApi>;

/**
 * The session to start with; the RTK Query cache ('api') joins when the API half of web-platform loads
 * (base-api.ts injects it), so a page without a session starts without RTK Query (issue 30). Typed with
 * 'api' present: only API code reads it, and that code loads the API half first.
 */
export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<LazyLoadedSlices>() as unknown as CombinedSliceReducer<
  StartState,
  StartState & Partial<LazyLoadedSlices>
>;

export type RootState = ReturnType<typeof rootReducer>;
