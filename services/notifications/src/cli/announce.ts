// `npm run announce -- --title … --message … [--priority …]`: the operator publishes an announcement
// every user sees (POST /internal/announcements on the notifications service, with the installation's
// service token: SERVICE_TOKEN_SECRET, or the secret npm start generated into DATA_DIR).
import { NOTIFICATIONS_INTERNAL_PATHS } from '@campusloop/contracts';
import { createLogger, loadServiceAuth } from '@campusloop/service-kit';
import { ANNOUNCE_USAGE, parseAnnounceArgs } from './announce-args';

async function main(): Promise<void> {
  const input = parseAnnounceArgs(process.argv.slice(2));
  const offset = Number(process.env['CAMPUSLOOP_PORT_OFFSET'] ?? 0);
  const baseUrl = process.env['NOTIFICATIONS_URL'] ?? `http://127.0.0.1:${3108 + offset}`;
  const logger = createLogger({ name: 'announce', level: 'warn' });
  const serviceAuth = await loadServiceAuth(
    'notifications-cli',
    {
      nodeEnv: process.env['NODE_ENV'] ?? 'development',
      dataDir: process.env['DATA_DIR'] ?? '.data',
      ...(process.env['SERVICE_TOKEN_SECRET']
        ? { serviceTokenSecret: process.env['SERVICE_TOKEN_SECRET'] }
        : {}),
    },
    logger,
  );
  const response = await serviceAuth
    .fetch(`${baseUrl}${NOTIFICATIONS_INTERNAL_PATHS.announcements}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(10_000),
    })
    .catch((error: unknown) => {
      throw new Error(
        `The notifications service at ${baseUrl} did not answer (is npm start running?): ${String(error)}`,
      );
    });
  const body = (await response.json().catch(() => null)) as { id?: string; message?: string } | null;
  if (!response.ok) throw new Error(`Refused (${response.status}): ${body?.message ?? 'no message'}`);
  console.log(`Announcement ${body?.id ?? ''} published: every user sees it in their notifications.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (!(error instanceof Error) || !error.message.includes('Usage')) console.error(ANNOUNCE_USAGE);
  process.exit(1);
});
