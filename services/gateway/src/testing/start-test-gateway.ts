import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@campusloop/service-kit';
import { createGateway, type GatewayDeps } from '../app';
import { loadGatewayConfig, type GatewayConfig } from '../config/gateway-config';
import { createUpstreamPool } from '../proxy/upstream-pool';
import { UPSTREAMS, UPSTREAM_NAMES } from '../routing/upstreams';

export interface TestGateway {
  url: string;
  port: number;
  config: GatewayConfig;
  close(): Promise<void>;
}

/** A port nothing listens on (bound once, then released), so a dev stack on 31xx is never hit. */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Runs the gateway in-process on 127.0.0.1:0 with the given env (the same env keys as production),
 * WebSocket upgrades included. Upstream URLs not given point at a closed port, DIST_DIR at nothing.
 * `deps`: the database of shared rate-limit counts (with `RATE_LIMIT_STORE: 'database'`), the fetch of
 * identity's JWKS (a service's `ServiceAuth.fetch`), the signer of the client address (`ServiceAuth.clientAddressProof`).
 */
export async function startTestGateway(
  env: Record<string, string | undefined> = {},
  deps: Pick<GatewayDeps, 'connection' | 'jwksFetch' | 'clientProof'> = {},
): Promise<TestGateway> {
  const nowhere = `http://127.0.0.1:${await closedPort()}`;
  const defaults = Object.fromEntries(UPSTREAM_NAMES.map((name) => [UPSTREAMS[name].urlEnv, nowhere]));
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DIST_DIR: '/nonexistent',
    ...defaults,
    ...env,
  });
  const logger = createLogger({ name: 'gateway', level: 'silent' });
  const pool = createUpstreamPool(config);
  const gateway = createGateway({ config, logger, pool, ...deps });
  const server = http.createServer(gateway.request);
  server.on('upgrade', gateway.upgrade.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    async close() {
      gateway.upgrade.closeAll();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await pool.destroy();
    },
  };
}
