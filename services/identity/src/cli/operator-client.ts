import { createLogger, loadServiceAuth, type ServiceAuth } from '@campusloop/service-kit';

/**
 * What an identity operator command needs to call a running identity: its base URL (IDENTITY_URL, or
 * npm start's port with CAMPUSLOOP_PORT_OFFSET) and the installation's service token (SERVICE_TOKEN_SECRET,
 * or the secret npm start generated into DATA_DIR).
 */
export async function identityOperatorClient(name: string): Promise<{ baseUrl: string; serviceAuth: ServiceAuth }> {
  const offset = Number(process.env['CAMPUSLOOP_PORT_OFFSET'] ?? 0);
  const baseUrl = process.env['IDENTITY_URL'] ?? `http://127.0.0.1:${3101 + offset}`;
  const serviceAuth = await loadServiceAuth(
    'identity-cli',
    {
      nodeEnv: process.env['NODE_ENV'] ?? 'development',
      dataDir: process.env['DATA_DIR'] ?? '.data',
      ...(process.env['SERVICE_TOKEN_SECRET'] ? { serviceTokenSecret: process.env['SERVICE_TOKEN_SECRET'] } : {}),
    },
    createLogger({ name, level: 'warn' }),
  );
  return { baseUrl, serviceAuth };
}
