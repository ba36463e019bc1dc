import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { EmptyState, ErrorBoundary, Loading } from '@campusloop/ui';
import { containerOf, type RemoteId, type RemotePropsOf } from './remote-modules';
import { useRemotes, type RemoteLoader } from './remotes-context';

type AnyComponent = ComponentType<Record<string, unknown>>;

function lazyRemote(load: RemoteLoader, id: RemoteId) {
  return lazy(async () => {
    const loaded = (await load(id)) as { default?: AnyComponent } | null | undefined;
    if (typeof loaded?.default !== 'function' && typeof loaded?.default !== 'object') {
      throw new Error(`Remote module ${id} did not load a component`);
    }
    return { default: loaded.default };
  });
}

export type RemoteModuleProps<K extends RemoteId> = {
  id: K;
  props?: RemotePropsOf<K>;
  /** For widgets (the navbar bell): render nothing while loading, when absent or when failing. */
  quiet?: boolean;
};

/**
 * Renders a remote's exposed module, loaded lazily on first render. A remote missing from the runtime
 * manifest shows 'Coming soon…'; one that fails to load shows an error panel for this spot only, whose
 * 'Try Again' loads it again.
 */
export function RemoteModule<K extends RemoteId>({ id, props, quiet = false }: RemoteModuleProps<K>) {
  const { available, load } = useRemotes();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so 'Try Again' really asks the runtime again.
  const Component = useMemo(() => lazyRemote(load, id), [load, id, attempt]);

  if (!available.has(containerOf(id))) {
    return quiet ? null : <EmptyState icon="🚧" title="Coming soon…" message="This part of CampusLoop is on its way." />;
  }
  const content = (
    <Suspense fallback={quiet ? null : <Loading />}>
      <Component {...(props as Record<string, unknown> | undefined)} />
    </Suspense>
  );
  if (quiet) return <ErrorBoundary fallback={null}>{content}</ErrorBoundary>;
  return (
    <ErrorBoundary message="This section could not be loaded. Please try again." onReset={() => setAttempt((value) => value + 1)}>
      {content}
    </ErrorBoundary>
  );
}
