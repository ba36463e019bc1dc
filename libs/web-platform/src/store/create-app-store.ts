import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { dynamicMiddleware } from './dynamic-middleware';
import { defaultPlatformExtra, type PlatformExtra } from './platform-extra';
import { rootReducer, type RootState } from './root-reducer';

export type AppStoreOptions = Partial<PlatformExtra> & { preloadedState?: Partial<RootState> };

/** The one store of a page (the shell's, or a remote's standalone page). */
export function createAppStore({ preloadedState, ...extra }: AppStoreOptions = {}) {
  const extraArgument: PlatformExtra = { ...defaultPlatformExtra, ...extra };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument } }).concat(baseApi.middleware, dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
