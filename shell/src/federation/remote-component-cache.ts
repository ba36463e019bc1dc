import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteId } from './remote-modules';
import type { RemoteLoader } from './remotes-context';

export type AnyComponent = ComponentType<Record<string, unknown>>;
type LazyRemote = LazyExoticComponent<AnyComponent>;

// One lazy component per remote module (and loader), so React's render retries and remounts (switching
// tabs back and forth) reuse a load instead of fetching again. A failed load is forgotten once an error
// boundary has caught it, so 'Try Again' or coming back later loads it afresh.
const cache = new WeakMap<RemoteLoader, Map<RemoteId, LazyRemote>>();

function lazyRemote(load: RemoteLoader, id: RemoteId): LazyRemote {
  return lazy(async () => {
    const loaded = (await load(id)) as { default?: unknown } | null | undefined;
    const component = loaded?.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`Remote module ${id} did not load a component`);
    }
    return { default: component as AnyComponent };
  });
}

export function remoteComponent(load: RemoteLoader, id: RemoteId): LazyRemote {
  let byId = cache.get(load);
  if (!byId) cache.set(load, (byId = new Map()));
  let component = byId.get(id);
  if (!component) byId.set(id, (component = lazyRemote(load, id)));
  return component;
}

export function forgetRemoteComponent(load: RemoteLoader, id: RemoteId): void {
  cache.get(load)?.delete(id);
}
