/**
 * The services behind the gateway: the env key holding each base URL and its local default
 * (ports of the dev stack). The gateway forwards paths unchanged, so a base URL has no path.
 */
export const UPSTREAMS = {
  identity: { urlEnv: 'IDENTITY_URL', defaultUrl: 'http://127.0.0.1:3101' },
  media: { urlEnv: 'MEDIA_URL', defaultUrl: 'http://127.0.0.1:3102' },
  feed: { urlEnv: 'FEED_URL', defaultUrl: 'http://127.0.0.1:3103' },
  communities: { urlEnv: 'COMMUNITIES_URL', defaultUrl: 'http://127.0.0.1:3104' },
  events: { urlEnv: 'EVENTS_URL', defaultUrl: 'http://127.0.0.1:3105' },
  marketplace: { urlEnv: 'MARKETPLACE_URL', defaultUrl: 'http://127.0.0.1:3106' },
  reviews: { urlEnv: 'REVIEWS_URL', defaultUrl: 'http://127.0.0.1:3107' },
  notifications: { urlEnv: 'NOTIFICATIONS_URL', defaultUrl: 'http://127.0.0.1:3108' },
  referrals: { urlEnv: 'REFERRALS_URL', defaultUrl: 'http://127.0.0.1:3109' },
} as const;

export type UpstreamName = keyof typeof UPSTREAMS;

export const UPSTREAM_NAMES = Object.keys(UPSTREAMS) as UpstreamName[];

/** `media` → `MEDIA_TIMEOUT_MS`: optional per-upstream override of the default upstream timeout. */
export function timeoutEnvKey(name: UpstreamName): string {
  return `${name.toUpperCase()}_TIMEOUT_MS`;
}
