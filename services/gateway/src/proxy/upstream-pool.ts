import { BalancedPool, Pool, type Dispatcher } from 'undici';
import type { GatewayConfig } from '../config/gateway-config';
import { UPSTREAM_NAMES, type UpstreamName } from '../routing/upstreams';
import { watchInstanceHealth, type InstanceHealth } from './instance-health';

export interface Upstream {
  name: UpstreamName;
  /** Where a socket upgrade goes: a ready instance, in turn. */
  target(): URL;
  /** How many instances serve it: with more than one, a read that could not connect is tried on another. */
  instances: number;
  /** Silence after the request was sent (no headers, or no body data) that answers 504. */
  timeoutMs: number;
  /** Keep-alive connection pool (undici): one Pool, or a BalancedPool over the instances. */
  dispatcher: Dispatcher;
  /** A request could not connect: re-check the instances now (no-op with one instance). */
  connectFailed(): void;
}

export interface UpstreamPool {
  get(name: UpstreamName): Upstream;
  /** Closes pooled connections and stops health checks (shutdown, tests). */
  destroy(): Promise<void>;
}

type PoolOptions = ConstructorParameters<typeof Pool>[1];

/** One instance: a keep-alive Pool, exactly as before balancing existed (the one-instance path costs nothing more). */
function singleInstance(name: UpstreamName, url: string, timeoutMs: number, options: PoolOptions): Upstream {
  const target = new URL(url);
  return { name, target: () => target, instances: 1, timeoutMs, dispatcher: new Pool(target.origin, options), connectFailed: () => undefined };
}

/**
 * Several instances: undici's BalancedPool (a keep-alive Pool per instance, weighted round robin
 * that backs off an instance whose connections fail) and health checks on `/readyz` that take an
 * instance out of rotation while it is not ready and put it back when it is. The last ready instance
 * is never taken out: with every instance down the requests fail as they would with one (503).
 */
function balancedInstances(name: UpstreamName, urls: readonly string[], timeoutMs: number, options: PoolOptions, config: GatewayConfig) {
  const origins = urls.map((url) => new URL(url).origin);
  const dispatcher = new BalancedPool(origins, options);
  const inRotation = new Set(origins);
  let turn = 0;
  const health: InstanceHealth = watchInstanceHealth({
    origins,
    intervalMs: config.healthIntervalMs,
    timeoutMs: config.connectTimeoutMs,
    onChange(origin, ready) {
      if (ready && !inRotation.has(origin)) {
        dispatcher.addUpstream(origin);
        inRotation.add(origin);
      } else if (!ready && inRotation.has(origin) && inRotation.size > 1) {
        dispatcher.removeUpstream(origin);
        inRotation.delete(origin);
      }
    },
  });
  const upstream: Upstream = {
    name,
    target() {
      const ready = origins.filter((origin) => inRotation.has(origin));
      turn = (turn + 1) % ready.length;
      return new URL(ready[turn] as string);
    },
    instances: origins.length,
    timeoutMs,
    dispatcher,
    connectFailed: () => health.probeSoon(),
  };
  return { upstream, health };
}

/**
 * One undici keep-alive pool per upstream, sized and timed by the config. undici rather than
 * node:http's Agent: measured with `npm run bench:gateway`, forwarding a trivial request through
 * `dispatch` costs the gateway about a third less CPU than `http.request` on an Agent. A service
 * given several instances (`FEED_URL=http://a,http://b`) is balanced over them (issue 32).
 */
export function createUpstreamPool(config: GatewayConfig): UpstreamPool {
  const upstreams = new Map<UpstreamName, Upstream>();
  const checks: InstanceHealth[] = [];
  for (const name of UPSTREAM_NAMES) {
    const { urls, timeoutMs } = config.upstreams[name];
    const options: PoolOptions = {
      connections: config.maxSocketsPerUpstream,
      connectTimeout: config.connectTimeoutMs,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      // Idle pooled connections close before the service's 65 s keepAliveTimeout would close them
      // under a request in flight; the service's `Keep-Alive: timeout=` hint may not lengthen it.
      keepAliveTimeout: config.keepAliveIdleMs,
      keepAliveMaxTimeout: config.keepAliveIdleMs,
    };
    if (urls.length === 1) {
      upstreams.set(name, singleInstance(name, urls[0] as string, timeoutMs, options));
    } else {
      const { upstream, health } = balancedInstances(name, urls, timeoutMs, options, config);
      upstreams.set(name, upstream);
      checks.push(health);
    }
  }
  return {
    get(name) {
      const upstream = upstreams.get(name);
      if (!upstream) throw new Error(`Unknown upstream ${name}`);
      return upstream;
    },
    async destroy() {
      for (const health of checks) health.stop();
      await Promise.all([...upstreams.values()].map((upstream) => upstream.dispatcher.destroy()));
    },
  };
}
