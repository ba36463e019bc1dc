import { request } from 'undici';

export interface InstanceHealthOptions {
  /** The instances' origins (`http://127.0.0.1:3003`). */
  origins: readonly string[];
  /** How often each instance's `/readyz` is asked. */
  intervalMs: number;
  /** A probe that has no answer within this long counts as a failure. */
  timeoutMs: number;
  /** Called with an origin whose readiness changed: `ready` false takes it out of rotation. */
  onChange(origin: string, ready: boolean): void;
}

export interface InstanceHealth {
  /** Origins answering `/readyz` 200 at the last probe (all of them until the first probe says otherwise). */
  ready(): string[];
  /** A request to the instances failed to connect: probe now instead of at the next tick. */
  probeSoon(): void;
  stop(): void;
}

async function isReady(origin: string, timeoutMs: number): Promise<boolean> {
  try {
    const answer = await request(`${origin}/readyz`, { headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    await answer.body.dump();
    return answer.statusCode === 200;
  } catch {
    return false;
  }
}

/**
 * Health checks of a service's instances for a balancer (the gateway's upstreams, the services' calls
 * to each other: instance-set.ts): each instance's `/readyz` is
 * asked every `intervalMs` (and at once after a failed connection), and an instance that does not
 * answer 200 leaves the rotation until it does again. A draining instance (readiness false during a
 * rolling restart) is out within one interval, before it stops listening.
 */
export function watchInstanceHealth({ origins, intervalMs, timeoutMs, onChange }: InstanceHealthOptions): InstanceHealth {
  const ready = new Set(origins);
  let probing: Promise<void> | undefined;
  let stopped = false;

  const probe = (): Promise<void> => {
    probing ??= Promise.all(
      origins.map(async (origin) => {
        const now = await isReady(origin, timeoutMs);
        if (stopped || now === ready.has(origin)) return;
        if (now) ready.add(origin);
        else ready.delete(origin);
        onChange(origin, now);
      }),
    ).then(() => {
      probing = undefined;
    });
    return probing;
  };

  const timer = setInterval(() => void probe(), intervalMs);
  timer.unref();
  void probe();

  return {
    ready: () => origins.filter((origin) => ready.has(origin)),
    probeSoon: () => void probe(),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
