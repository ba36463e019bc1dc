import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@campusloop/contracts';

/** Spec §4 Auth: loading, then authenticated or not. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export type AuthState = { status: AuthStatus; user: User | null };

const initialState: AuthState = { status: 'loading', user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The signed-in user was fetched or updated (after login, at start, after a profile save). */
    userLoaded(state, action: PayloadAction<User>) {
      state.status = 'authenticated';
      state.user = action.payload;
    },
    /** Logout, a failed start-up fetch, or a refresh that failed. */
    signedOut(state) {
      state.status = 'anonymous';
      state.user = null;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectIsSignedIn: (state) => state.status === 'authenticated',
  },
});

export const { userLoaded, signedOut } = authSlice.actions;
export const { selectAuthStatus, selectCurrentUser, selectIsSignedIn } = authSlice.selectors;
