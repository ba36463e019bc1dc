// The live feature's public entry: the live channel's hooks (new notifications into the cache and the
// toasts; the connection's status) and the retry a status panel offers.
export { retryLiveConnection, type LiveSnapshot, type LiveStatus } from './live-connection';
export { useLiveNotifications } from './use-live-notifications';
export { useLiveStatus } from './use-live-status';
