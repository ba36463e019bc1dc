import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is prerendered HTML (at build time, and during the hydration of that HTML), true
 * once the app runs it. A prerendered form disables its controls with it: typed into or submitted before
 * the app took the page over, it would lose what the visitor did (React keeps the state it rendered);
 * disabled, the browser shows that it is not ready yet. A page the app renders itself is ready at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
