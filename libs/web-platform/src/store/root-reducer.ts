import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { authSlice } from '../session/auth-slice';

/**
 * Slices that remotes add at load time. A remote declares its slice here by declaration merging:
 *   declare module '@campusloop/web-platform' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 * and injects it with `mySlice.injectInto(rootReducer)` (or `rootReducer.inject(mySlice)`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
