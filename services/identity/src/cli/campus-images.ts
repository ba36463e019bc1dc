// `tsx services/identity/src/cli/campus-images.ts --university <id> --uploader <userId> --descriptors '<json>'`:
// an operator sets a university's campus images to uploads someone made (presign context
// UNIVERSITY_CAMPUS, referenceId the university): PUT /internal/universities/{id}/campus-images on
// identity with the installation's service token (SERVICE_TOKEN_SECRET, or the secret in DATA_DIR).
// The demo seed (tools/seed/seed-reviews.mjs) runs it.
import { IDENTITY_INTERNAL_PATHS, fillPath, internalCampusImagesRequestSchema } from '@campusloop/contracts';
import { identityOperatorClient } from './operator-client';

const USAGE = "Usage: campus-images --university <id> --uploader <userId> --descriptors '<json array of upload descriptors>'";

function argument(name: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  if (!value) throw new Error(USAGE);
  return value;
}

async function main(): Promise<void> {
  const universityId = argument('university');
  const body = internalCampusImagesRequestSchema.parse({
    uploaderId: argument('uploader'),
    descriptors: JSON.parse(argument('descriptors')) as unknown,
  });
  const { baseUrl, serviceAuth } = await identityOperatorClient('campus-images');
  const response = await serviceAuth.fetch(`${baseUrl}${fillPath(IDENTITY_INTERNAL_PATHS.campusImages, { universityId })}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json().catch(() => null)) as { campusImages?: string[]; message?: string } | null;
  if (!response.ok) throw new Error(`Refused (${response.status}): ${answer?.message ?? 'no message'}`);
  console.log(`${answer?.campusImages?.length ?? 0} campus images set for ${universityId}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
