import { VERTICAL_SERVICES } from './verticals.generated';

export type UpstreamName = keyof typeof VERTICAL_SERVICES;

export interface Upstream {
  /** Env key holding the base URL; set it to move or scale a service without rebuilding the gateway. */
  urlEnv: string;
  /** Where the dev stack runs the service (tools/verticals/verticals.json), used when urlEnv is unset. */
  defaultUrl: string;
}

/**
 * The services behind the gateway, from the vertical manifest (tools/verticals/verticals.json): the
 * env key holding each base URL (e.g. `FEED_URL=http://feed.internal:8080`) and its local default.
 * The gateway forwards paths unchanged, so a base URL has no path.
 */
export const UPSTREAMS = Object.fromEntries(
  Object.entries(VERTICAL_SERVICES).map(([name, service]) => [
    name,
    { urlEnv: service.urlEnv, defaultUrl: `http://127.0.0.1:${service.port}` },
  ]),
) as Record<UpstreamName, Upstream>;

export const UPSTREAM_NAMES = Object.keys(UPSTREAMS) as UpstreamName[];

/** `media` → `MEDIA_TIMEOUT_MS`: optional per-upstream override of the default upstream timeout. */
export function timeoutEnvKey(name: UpstreamName): string {
  return `${name.replace(/-/g, '_').toUpperCase()}_TIMEOUT_MS`;
}
