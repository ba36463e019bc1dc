import { connectDatabase, createLogger, loadServiceAuth, startService } from '@campusloop/service-kit';
import { createGateway } from './app';
import { loadGatewayConfig } from './config/gateway-config';
import { createUpstreamPool } from './proxy/upstream-pool';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger({ name: 'gateway', ...(config.logLevel ? { level: config.logLevel } : {}) });
  const pool = createUpstreamPool(config);
  // Identity's JWKS (to trust a token's subject for per-account limits) is an /internal route: it wants a service token.
  const serviceAuth = await loadServiceAuth('gateway', config, logger);
  // Shared rate-limit counts (several gateway instances): the database the stack already runs.
  const connection =
    config.rateLimit.store === 'database'
      ? await connectDatabase({ uri: config.mongodbUri, dbName: 'campusloop_gateway', logger })
      : undefined;

  const gateway = createGateway({
    config,
    logger,
    pool,
    jwksFetch: serviceAuth.fetch,
    // The client address each service believes: signed with the installation's service secret.
    clientProof: serviceAuth.clientAddressProof,
    ...(connection ? { connection } : {}),
  });

  await startService({
    app: gateway.request,
    host: config.host,
    port: config.port,
    logger,
    readinessGraceMs: config.readinessGraceMs,
    // Passed-through WebSockets: startService closes them first on shutdown (they would hold it open).
    onUpgrade: gateway.upgrade.handle,
    onClose: [async () => pool.destroy(), async () => connection?.close()],
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
