import { BalancedPool, Pool, type Dispatcher } from 'undici';
import { watchInstanceHealth, type InstanceHealth } from './instance-health';

export type InstancePoolOptions = ConstructorParameters<typeof Pool>[1];

export interface InstanceSetOptions {
  /** undici Pool options of each instance (connections, timeouts, keep-alive). */
  pool?: InstancePoolOptions;
  /** With several instances: how often each one's `/readyz` is asked. Default 500 ms. */
  healthIntervalMs?: number;
  /** A `/readyz` probe with no answer within this long counts as not ready. Default 1 s. */
  probeTimeoutMs?: number;
}

/** The instances of one service, as one keep-alive pool a caller sends requests through. */
export interface InstanceSet {
  /** Every instance's origin, as configured. */
  origins: readonly string[];
  /** How many instances serve it: with more than one, a request that could not connect may be tried on another. */
  instances: number;
  /** Keep-alive connection pool (undici): one Pool, or a BalancedPool over the instances in rotation. */
  dispatcher: Dispatcher;
  /** A ready instance, in turn (a WebSocket upgrade goes there). */
  target(): URL;
  /** A request could not connect: re-check the instances now (no-op with one instance). */
  connectFailed(): void;
  /** Stops the health checks and closes the pooled connections. */
  destroy(): Promise<void>;
}

/** Origins (`http://host:port`) of a `<SERVICE>_URL` value: one URL, or several separated by commas. */
export function instanceOrigins(urls: string | readonly string[]): string[] {
  const list = typeof urls === 'string' ? urls.split(',') : urls;
  return list.map((url) => url.trim()).filter(Boolean).map((url) => new URL(url).origin);
}

/**
 * One service's instances behind one pool (issue 32), for the gateway's upstreams and for the calls
 * services make to each other. One instance: a plain keep-alive `Pool`, exactly what it was before
 * balancing existed. Several: undici's `BalancedPool` (a keep-alive Pool per instance, weighted round
 * robin that backs off an instance whose connections fail) and health checks on `/readyz` that take
 * an instance out of rotation while it is not ready (down, or draining during a rolling restart) and
 * put it back when it is. The last ready instance is never taken out: with every instance down the
 * requests fail as they would with one.
 */
export function createInstanceSet(urls: string | readonly string[], options: InstanceSetOptions = {}): InstanceSet {
  const origins = instanceOrigins(urls);
  if (origins.length === 0) throw new Error('an instance set needs at least one URL');
  if (origins.length === 1) {
    const target = new URL(origins[0] as string);
    const dispatcher = new Pool(target.origin, options.pool);
    return { origins, instances: 1, dispatcher, target: () => target, connectFailed: () => undefined, destroy: () => dispatcher.destroy() };
  }
  const dispatcher = new BalancedPool(origins, options.pool);
  const inRotation = new Set(origins);
  let turn = 0;
  const health: InstanceHealth = watchInstanceHealth({
    origins,
    intervalMs: options.healthIntervalMs ?? 500,
    timeoutMs: options.probeTimeoutMs ?? 1_000,
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
  return {
    origins,
    instances: origins.length,
    dispatcher,
    target() {
      const ready = origins.filter((origin) => inRotation.has(origin));
      turn = (turn + 1) % ready.length;
      return new URL(ready[turn] as string);
    },
    connectFailed: () => health.probeSoon(),
    async destroy() {
      health.stop();
      await dispatcher.destroy();
    },
  };
}
