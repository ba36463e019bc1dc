import { useSyncExternalStore } from 'react';
import { getLiveSnapshot, subscribeLive, type LiveSnapshot } from './live-connection';

/** The live connection's status and epoch (grows on each (re)connect). */
export function useLiveStatus(): LiveSnapshot {
  return useSyncExternalStore(subscribeLive, getLiveSnapshot, getLiveSnapshot);
}
