import { configureStore, createAction } from '@reduxjs/toolkit';
import type { baseApi } from '../api/base-api';
import { addMiddleware, dynamicMiddleware } from './dynamic-middleware';
import { defaultPlatformExtra, type PlatformExtra } from './platform-extra';
import { rootReducer, type RootState } from './root-reducer';

export type AppStoreOptions = Partial<PlatformExtra> & { preloadedState?: Partial<RootState> };

/** Dispatched to each store when the API half of web-platform has loaded: its state then holds the API's cache. */
export const platformApiLoaded = createAction('platform/apiLoaded');

type StoreRef = WeakRef<{ dispatch: (action: ReturnType<typeof platformApiLoaded>) => unknown }>;
/** The page's stores (weakly: tests make many), told when the API half loads. */
const pageStores = new Set<StoreRef>();

/**
 * The one store of a page (the shell's, or a remote's standalone page). RTK Query's reducer and middleware
 * join it when the API half of web-platform loads (base-api.ts calls injectApi).
 */
export function createAppStore({ preloadedState, ...extra }: AppStoreOptions = {}) {
  const extraArgument: PlatformExtra = { ...defaultPlatformExtra, ...extra };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument } }).concat(dynamicMiddleware.middleware),
  });
  pageStores.add(new WeakRef(store));
  return store;
}

/**
 * Adds the RTK Query API's cache and middleware to every store of the page, present and future. A store
 * that exists already gets one action at once, so its state holds the cache before the API's first query
 * reads it (an injected slice otherwise appears only with the store's next action).
 */
export function injectApi(api: typeof baseApi): void {
  rootReducer.inject(api);
  addMiddleware(api.middleware);
  for (const ref of pageStores) {
    const store = ref.deref();
    if (store) store.dispatch(platformApiLoaded());
    else pageStores.delete(ref);
  }
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
