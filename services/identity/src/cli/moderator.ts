// `npm run moderator -- grant <email>` / `npm run moderator -- revoke <email>`: the operator gives or
// takes the moderator role (PUT /internal/moderators on identity, with the installation's service token:
// SERVICE_TOKEN_SECRET, or the secret npm start generated into DATA_DIR). An unknown address is refused
// (exit 1, nothing stored). A grant arrives with the user's next token (≤ 15 min, or sign in again); a
// revoke ends the user's sessions, so it takes effect within seconds in every service.
import { internalSetModeratorResponseSchema } from '@campusloop/contracts';
import { MODERATOR_USAGE, parseModeratorArgs } from './moderator-args';
import { identityOperatorClient } from './operator-client';

async function main(): Promise<void> {
  const input = parseModeratorArgs(process.argv.slice(2));
  const { baseUrl, serviceAuth } = await identityOperatorClient('moderator');
  const response = await serviceAuth
    .fetch(`${baseUrl}/internal/moderators`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(10_000),
    })
    .catch((error: unknown) => {
      throw new Error(`The identity service at ${baseUrl} did not answer (is npm start running?): ${String(error)}`);
    });
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (response.status === 404) throw new Error(`No account uses ${input.email}: nothing changed.`);
  if (!response.ok) throw new Error(`Refused (${response.status}): ${body?.message ?? 'no message'}`);
  const result = internalSetModeratorResponseSchema.parse(body);
  console.log(
    input.moderator
      ? `${result.email} is a moderator (from their next sign-in or token refresh, at most 15 minutes).`
      : `${result.email} is no longer a moderator (${result.sessionsRevoked} session(s) ended; they sign in again).`,
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  if (message !== MODERATOR_USAGE) console.error(MODERATOR_USAGE);
  process.exit(1);
});
