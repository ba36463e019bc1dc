// The operator's command: marks a community official (spec §3 `official`), or takes the mark away.
//   npm run community:official -- <communityId>            mark it official
//   npm run community:official -- <communityId> --unset    take the mark away
// It calls the running service's POST /internal/communities/{id}/official with a service token signed
// with the installation's secret (SERVICE_TOKEN_SECRET, else <DATA_DIR>/service-token-secret), so
// only someone holding that secret can change the mark. COMMUNITIES_URL: the service (default
// http://127.0.0.1:3104, shifted by CAMPUSLOOP_PORT_OFFSET like `npm start`).
import {
  COMMUNITY_OFFICIAL_PATH,
  communityOfficialResponseSchema,
  fillPath,
  publicIdSchema,
} from '@campusloop/contracts';
import { createLogger, createServiceAuth, loadServiceSecret, postInternalJson } from '@campusloop/service-kit';

async function main(args: string[]): Promise<number> {
  const id = publicIdSchema.safeParse(args.find((arg) => !arg.startsWith('--')));
  if (!id.success) {
    console.error('Usage: npm run community:official -- <communityId> [--unset]');
    return 2;
  }
  const official = !args.includes('--unset');
  const env = process.env;
  const logger = createLogger({ name: 'community-official', level: 'warn' });
  const secret = await loadServiceSecret({
    ...(env['SERVICE_TOKEN_SECRET'] ? { configured: env['SERVICE_TOKEN_SECRET'] } : {}),
    dataDir: env['DATA_DIR'] ?? '.data',
    production: env['NODE_ENV'] === 'production',
    logger,
  });
  const auth = createServiceAuth({ service: 'operator', secret });
  const offset = Number(env['CAMPUSLOOP_PORT_OFFSET'] ?? 0);
  const baseUrl = (env['COMMUNITIES_URL'] ?? `http://127.0.0.1:${3104 + offset}`).replace(/\/+$/, '');
  const url = `${baseUrl}${fillPath(COMMUNITY_OFFICIAL_PATH, { communityId: id.data })}`;
  const { status, json } = await postInternalJson(url, { official }, {
    fetch: auth.fetch,
    timeoutMs: 10_000,
    unavailable: (cause) => new Error(`The communities service at ${baseUrl} did not answer`, { cause }),
  });
  const answer = communityOfficialResponseSchema.safeParse(json);
  if (status !== 200 || !answer.success) {
    console.error(`Refused (HTTP ${status}): ${(json as { message?: string } | undefined)?.message ?? 'no answer'}`);
    return 1;
  }
  console.log(`${answer.data.name} (${answer.data.id}) is ${answer.data.official ? 'now official' : 'no longer official'}.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
