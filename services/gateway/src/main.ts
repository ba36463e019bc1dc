import { createLogger, startService } from '@campusloop/service-kit';
import { createApp } from './app';
import { loadGatewayConfig } from './config/gateway-config';
import { createUpgradeHandler } from './proxy/upgrade-handler';
import { createUpstreamPool } from './proxy/upstream-pool';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger({ name: 'gateway', ...(config.logLevel ? { level: config.logLevel } : {}) });
  const pool = createUpstreamPool(config);
  const upgrades = createUpgradeHandler({ config, logger, pool });

  const running = await startService({
    app: createApp({ config, logger, pool }),
    host: config.host,
    port: config.port,
    logger,
    onClose: [async () => pool.destroy()],
    // Our own signal handling: passed-through WebSockets must close first, or they hold the server open.
    handleSignals: false,
  });
  running.server.on('upgrade', upgrades.handle);

  const shutdown = (signal: NodeJS.Signals): void => {
    logger.info({ signal }, 'shutting down');
    upgrades.closeAll();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
