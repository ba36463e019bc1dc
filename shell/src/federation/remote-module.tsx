import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EmptyState, ErrorBoundary, Loading } from '@campusloop/ui';
import { useLoadable, type Loadable } from '../loading/loadable';
import { forgetRemoteComponent, remoteComponent, type AnyComponent } from './remote-component-cache';
import { containerOf, type RemoteId, type RemotePropsOf } from './remote-modules';
import { useRemotes } from './remotes-context';

export type RemoteModuleProps<K extends RemoteId> = {
  id: K;
  props?: RemotePropsOf<K>;
  /** For widgets (the navbar bell): render nothing while loading, when absent or when failing. */
  quiet?: boolean;
};

/** The remote's component once loaded (in the same render when it already is), `fallback` until then. */
function LoadedRemote({ module, props, fallback }: { module: Loadable<AnyComponent>; props?: Record<string, unknown>; fallback: ReactNode }) {
  const Component = useLoadable(module);
  return Component ? <Component {...props} /> : fallback;
}

/**
 * Renders a remote's exposed module, loaded on first render unless loaded before (without suspending:
 * loading/loadable.ts). A remote missing from the runtime manifest shows 'Coming soon…'; one that fails to
 * load shows an error panel for this spot only, whose 'Try Again' loads it again.
 */
export function RemoteModule<K extends RemoteId>({ id, props, quiet = false }: RemoteModuleProps<K>) {
  const { available, load } = useRemotes();
  const [attempt, setAttempt] = useState(0);
  // `attempt` is a dependency on purpose: after 'Try Again' the (forgotten) module is loaded again.
  const deployed = available.has(containerOf(id));
  const module = useMemo(() => (deployed ? remoteComponent(load, id) : null), [deployed, load, id, attempt]);
  // A failed load is forgotten when this spot goes away (coming back loads afresh) or on 'Try Again'.
  const failed = useRef(false);
  useEffect(
    () => () => {
      if (failed.current) forgetRemoteComponent(load, id);
    },
    [load, id],
  );

  if (!module) {
    return quiet ? null : <EmptyState title="Coming soon…" message="This part of CampusLoop is on its way." />;
  }
  const markFailed = () => {
    failed.current = true;
  };
  const retry = () => {
    forgetRemoteComponent(load, id);
    failed.current = false;
    setAttempt((value) => value + 1);
  };
  const fallback = quiet ? null : <Loading />;
  // Suspense still catches what the remote's own components suspend on.
  const content = (
    <Suspense fallback={fallback}>
      <LoadedRemote module={module} props={props as Record<string, unknown> | undefined} fallback={fallback} />
    </Suspense>
  );
  if (quiet) {
    return (
      <ErrorBoundary fallback={null} onError={markFailed}>
        {content}
      </ErrorBoundary>
    );
  }
  return (
    <ErrorBoundary message="This section could not be loaded. Please try again." onError={markFailed} onReset={retry}>
      {content}
    </ErrorBoundary>
  );
}
