import type { ComponentType } from 'react';
import { loadable, type Loadable } from '../loading/loadable';
import type { RemoteId } from './remote-modules';
import type { RemoteLoader } from './remotes-context';

export type AnyComponent = ComponentType<Record<string, unknown>>;

// One load per remote module (and loader), so re-renders and remounts (switching tabs back and forth)
// reuse it instead of fetching again, and a module loaded before (warmDashboard) renders at once. A failed
// load is forgotten once an error boundary has caught it, so 'Try Again' or coming back later loads it afresh.
const cache = new WeakMap<RemoteLoader, Map<RemoteId, Loadable<AnyComponent>>>();

async function loadComponent(load: RemoteLoader, id: RemoteId): Promise<AnyComponent> {
  const loaded = (await load(id)) as { default?: unknown } | null | undefined;
  const component = loaded?.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`Remote module ${id} did not load a component`);
  }
  return component as AnyComponent;
}

/** The remote module's component, loading (started on first ask) or loaded. */
export function remoteComponent(load: RemoteLoader, id: RemoteId): Loadable<AnyComponent> {
  let byId = cache.get(load);
  if (!byId) cache.set(load, (byId = new Map()));
  let component = byId.get(id);
  if (!component) byId.set(id, (component = loadable(() => loadComponent(load, id))));
  return component;
}

export function forgetRemoteComponent(load: RemoteLoader, id: RemoteId): void {
  cache.get(load)?.delete(id);
}
