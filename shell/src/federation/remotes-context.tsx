import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RemoteId } from './remote-modules';

/** Loads a remote module by id (in the app: the Module Federation runtime's loadRemote). */
export type RemoteLoader = (id: RemoteId) => Promise<unknown>;

type Remotes = { available: ReadonlySet<string>; load: RemoteLoader };

const RemotesContext = createContext<Remotes>({
  available: new Set(),
  load: (id) => Promise.reject(new Error(`No remote loader for ${id}`)),
});

/** Which remotes are deployed (from the runtime manifest) and how to load their modules. */
export function RemotesProvider({ available, load, children }: Remotes & { children: ReactNode }) {
  const value = useMemo(() => ({ available, load }), [available, load]);
  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

export function useRemotes(): Remotes {
  return useContext(RemotesContext);
}
