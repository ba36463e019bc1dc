import { IDENTITY_ROUTES } from '@campusloop/contracts';
import { expect, test } from '@playwright/test';
import { created, verifiedStudent, type Persona } from '../api/personas';
import { runSchemathesis, type FuzzRun } from '../api/run-schemathesis';
import { E2E_BASE_URL } from '../support/e2e-env';

/**
 * Schemathesis drives the gateway's OpenAPI document against the composed stack (issue 31): every
 * operation with valid and invalid data from a fixed seed and budget (tools/api-check/schemathesis.toml),
 * signed in as real personas. Pass: no 5xx (and no error in any service's log: the e2e log guard),
 * every answer's status, content type, headers and body as documented.
 */
const PERSONAS = 6; // the gateway allows 30 writes a minute per account: six carry the run's writes
const DOCUMENT = `${E2E_BASE_URL}/api/v1/openapi.json`;
/** The sign-in routes: fuzzed signed out (the personas' own session must survive the signed-in run). */
const SESSION_ROUTES = [IDENTITY_ROUTES.logout.id, IDENTITY_ROUTES.refreshToken.id];
/**
 * The two code routes: invalid data only. Valid data would send real codes to made-up addresses and
 * count wrong guesses against 127.0.0.1, whose per-IP sign-in limits the rest of the e2e suite shares.
 */
const CODE_ROUTES = [IDENTITY_ROUTES.requestOtp.id, IDENTITY_ROUTES.verifyOtp.id];

function summary(name: string, run: FuzzRun): string {
  const statuses = Object.entries(run.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return `schemathesis ${name}: ${run.requests} requests over ${run.operations} operations (${statuses}), exit ${run.exitCode}`;
}

function failureReport(run: FuzzRun): string {
  const start = run.output.indexOf('FAILURES');
  return start >= 0 ? run.output.slice(start, start + 8000) : run.output.slice(-4000);
}

test.describe('the API fuzzed from its OpenAPI document', () => {
  test('when Schemathesis sends every operation valid and invalid data as real students, then no answer is a 5xx or strays from the contract', async ({
    request,
  }) => {
    test.setTimeout(5 * 60_000);
    const personas = await Promise.all(
      Array.from({ length: PERSONAS }, (_, index) => verifiedStudent(request, `Fuzz Persona ${index + 1}`)),
    );
    // Real things to aim at (the first persona's), so item routes reach their handlers instead of 404.
    const first = personas[0] as Persona;
    const campus = first.universityId as string;
    const inAWeek = (hour: number) =>
      `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T${hour}:00:00+05:30`;
    const env = {
      CAMPUSLOOP_FUZZ_TOKENS: personas.map((persona) => persona.accessToken).join(','),
      CAMPUSLOOP_FUZZ_UNIVERSITY_ID: campus,
      CAMPUSLOOP_FUZZ_POST_ID: await created(request, first, '/feed/public/posts', {
        title: 'Fuzz target',
        body: 'A post.',
      }),
      CAMPUSLOOP_FUZZ_EVENT_ID: await created(request, first, `/universities/${campus}/events`, {
        title: 'Fuzz target',
        description: 'An event.',
        location: 'Main Building',
        startsAt: inAWeek(18),
        endsAt: inAWeek(20),
      }),
      CAMPUSLOOP_FUZZ_LISTING_ID: await created(request, first, `/universities/${campus}/market`, {
        title: 'Fuzz target',
        description: 'A listing.',
        price: 5,
        notes: 'Ask me.',
      }),
      CAMPUSLOOP_FUZZ_COMMUNITY_ID: await created(request, first, '/communities', {
        name: `Fuzz target ${Date.now().toString(36)}`,
        description: 'A community.',
        visibility: 'PUBLIC',
      }),
    };
    const exclude = [...SESSION_ROUTES, ...CODE_ROUTES].flatMap((id) => ['--exclude-operation-id', id]);
    const signedIn = await runSchemathesis(
      'signed-in',
      [DOCUMENT, '--url', E2E_BASE_URL, ...exclude],
      env,
      180_000,
    );
    console.log(summary('signed in', signedIn));

    const include = [...SESSION_ROUTES, ...CODE_ROUTES].flatMap((id) => ['--include-operation-id', id]);
    const signedOut = await runSchemathesis(
      'sign-in-routes',
      [DOCUMENT, '--url', E2E_BASE_URL, ...include, '--mode', 'negative'],
      { ...env, CAMPUSLOOP_FUZZ_TOKENS: '' },
      60_000,
    );
    console.log(summary('sign-in routes, signed out, invalid data', signedOut));

    expect(signedIn.exitCode, failureReport(signedIn)).toBe(0);
    expect(signedOut.exitCode, failureReport(signedOut)).toBe(0);
    expect(signedIn.operations).toBeGreaterThan(100);
    // The budget reaches the handlers instead of the rate limiter: 429s stay a small share.
    expect(signedIn.statuses['429'] ?? 0).toBeLessThan(signedIn.requests / 10);
  });
});
