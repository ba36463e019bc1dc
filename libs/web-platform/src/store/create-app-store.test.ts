import { createSlice, type Middleware, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { createAppStore } from './create-app-store';
import { addMiddleware } from './dynamic-middleware';
import { rootReducer } from './root-reducer';

// How a remote declares a slice it injects at load time.
const draftSlice = createSlice({
  name: 'postDraft',
  initialState: { text: '' },
  reducers: { typed: (state, action: PayloadAction<string>) => void (state.text = action.payload) },
  selectors: { selectDraftText: (state) => state.text },
});
declare module './root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof draftSlice> {}
}

describe('createAppStore', () => {
  it('starts with the session loading and no RTK Query cache; the cache joins when the API half loads', async () => {
    const store = createAppStore();
    expect(store.getState().auth).toEqual({ status: 'loading', user: null });
    expect(store.getState().api).toBeUndefined();

    await import('../api/base-api');

    // At once, not only after the store's next action: the API's first query reads it.
    expect(store.getState().api.queries).toEqual({});
  });

  it('lets a remote inject its slice and middleware after the store exists', () => {
    const store = createAppStore();
    const seen: string[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };

    const injected = draftSlice.injectInto(rootReducer);
    addMiddleware(recorder);
    store.dispatch(draftSlice.actions.typed('hello'));

    expect(injected.selectors.selectDraftText(store.getState())).toBe('hello');
    expect(seen).toContain('postDraft/typed');
  });
});
