import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RemoteLoadFailure = { id: string; lifecycle: string; error: unknown };

/**
 * Module Federation runtime plugin: reports every failed remote load (manifest, entry or module) in one
 * place. It returns no replacement module, so the failure still reaches the error boundary of the tab
 * that asked for it, which offers 'Try Again' (the runtime forgets failed loads, so a retry refetches).
 */
export function remoteLoadErrorPlugin(report: (failure: RemoteLoadFailure) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'campusloop-remote-load-error',
    errorLoadRemote({ id, lifecycle, error }) {
      report({ id, lifecycle, error });
      return undefined;
    },
  };
}
