import { apiOpenApiDocument, apiRoutes, fillPath, type RouteContract } from '@campusloop/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  AUTHORIZATION_TABLE,
  PERSONA_NAMES,
  type Fixtures,
  type PersonaName,
} from '../api/authorization-table';
import {
  CAMPUS_B,
  apiCall,
  created,
  highSchoolStudent,
  makeModerator,
  restrict,
  unverifiedStudent,
  verifiedStudent,
} from '../api/personas';
import { E2E_API_URL } from '../support/e2e-env';

/**
 * The authorization table (e2e/api/authorization-table.ts) sent against the composed stack: every
 * route × persona cell the table names, each refused write read back (as the owner) before and after.
 */
const SOMEONE = 'AAAAAAAAAAA';

/**
 * Sends one request from the table's own context (its cookie jar is not the sign-ups' one, whose
 * refresh cookie would make a "signed out" call a signed-in one); a 429 (the per-account budget) waits
 * for its window and is sent again.
 */
async function send(
  context: APIRequestContext,
  method: string,
  path: string,
  token: string | undefined,
  body: unknown,
): Promise<{ status: number; body: string }> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await context.fetch(`${E2E_API_URL}${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { data: body }),
      failOnStatusCode: false,
    });
    if (response.status() !== 429 || attempt >= 2)
      return { status: response.status(), body: await response.text() };
    const wait = Number(response.headers()['retry-after'] ?? 5);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
}

/** The statuses the OpenAPI document lists for each operation id: every answer must be one of them. */
function documentedStatuses(): Map<string, Set<number>> {
  const document = apiOpenApiDocument() as {
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  };
  const statuses = new Map<string, Set<number>>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      statuses.set(operation.operationId, new Set(Object.keys(operation.responses).map(Number)));
    }
  }
  return statuses;
}

function concretePath(route: RouteContract, fixtures: Fixtures): { path: string; body: unknown } {
  const row = AUTHORIZATION_TABLE[route.id];
  const call = row?.call?.(fixtures) ?? {};
  const names = [...route.path.matchAll(/\{\+?(\w+)\}/g)].map((match) => match[1] as string);
  const values = Object.fromEntries(names.map((name) => [name, call.params?.[name] ?? SOMEONE]));
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const body = call.body ?? (route.body ? {} : undefined);
  return { path: fillPath(route.path, values) + query, body };
}

test.describe('the authorization table of the whole API', () => {
  test('when every persona calls every route of the table, then each gets the status the table says and a refusal changes nothing', async ({
    request,
    playwright,
  }) => {
    test.setTimeout(4 * 60_000);
    const routes = apiRoutes();
    const missing = routes.filter((route) => !AUTHORIZATION_TABLE[route.id]).map((route) => route.id);
    expect(missing, 'every route of the contracts needs a row in e2e/api/authorization-table.ts').toEqual([]);

    // The personas, all through the real sign-up, side by side.
    const [owner, sameCampus, otherCampus, unverified, highSchool, moderatorToBe, restricted] =
      await Promise.all([
        verifiedStudent(request, 'Table Owner'),
        verifiedStudent(request, 'Table Classmate'),
        verifiedStudent(request, 'Table Outsider', CAMPUS_B),
        unverifiedStudent(request, 'Table Unverified'),
        highSchoolStudent(request, 'Table Highschooler'),
        verifiedStudent(request, 'Table Moderator'),
        verifiedStudent(request, 'Table Restricted'),
      ]);
    const moderator = await makeModerator(request, moderatorToBe);
    const campusA = owner.universityId as string;

    // The owner's things.
    const publicPost = await created(request, owner, '/feed/public/posts', {
      title: 'Owner public post',
      body: 'Mine.',
    });
    const campusPost = await created(request, owner, `/feed/universities/${campusA}/posts`, {
      title: 'Owner campus post',
      body: 'Mine.',
    });
    const publicComment = await created(request, owner, `/feed/posts/${publicPost}/comments`, {
      body: 'My comment.',
    });
    const inAWeek = (hour: number) =>
      `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T${hour}:00:00+05:30`;
    const event = await created(request, owner, `/universities/${campusA}/events`, {
      title: 'Owner event',
      description: 'Mine.',
      location: 'Main Building',
      startsAt: inAWeek(18),
      endsAt: inAWeek(20),
    });
    const eventComment = await created(request, owner, `/universities/${campusA}/events/${event}/comments`, {
      body: 'My comment.',
    });
    const listing = await created(request, owner, `/universities/${campusA}/market`, {
      title: 'Owner listing',
      description: 'Mine.',
      price: 10,
      notes: 'Ask me.',
    });
    const listingComment = await created(
      request,
      owner,
      `/universities/${campusA}/market/${listing}/comments`,
      { body: 'My comment.' },
    );
    const community = await created(request, owner, '/communities', {
      name: `Owner public ${Date.now().toString(36)}`,
      description: 'Mine.',
      visibility: 'PUBLIC',
    });
    const campusCommunity = await created(request, owner, '/communities', {
      name: `Owner campus ${Date.now().toString(36)}`,
      description: 'Mine.',
      visibility: 'UNIVERSITY',
      universityId: campusA,
    });
    const rating = await created(request, owner, `/universities/${campusA}/ratings`, {
      academics: 4,
      placements: 4,
      campusLife: 4,
      hostel: 4,
    });
    const code = await apiCall(request, 'POST', '/referrals/my-code', owner.accessToken);
    if (code.status !== 200)
      throw new Error(`POST /referrals/my-code → ${code.status} ${JSON.stringify(code.body)}`);
    const referralCode = (code.body as { referralCode: string }).referralCode;
    // A classmate's comment on the owner's post brings the owner a notification.
    await created(request, sameCampus, `/feed/posts/${publicPost}/comments`, { body: 'Nice post!' });
    let notification = '';
    await expect
      .poll(
        async () => {
          const list = await apiCall(request, 'GET', '/notifications', owner.accessToken);
          notification =
            (list.body as { notifications?: Array<{ id: string }> }).notifications?.[0]?.id ?? '';
          return notification;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');
    const campusB = otherCampus.universityId as string;
    const fixtures: Fixtures = {
      campusA,
      campusB,
      ownerId: owner.userId,
      publicPost,
      campusPost,
      publicComment,
      event,
      eventComment,
      listing,
      listingComment,
      community,
      campusCommunity,
      rating,
      notification,
      referralCode,
    };

    // The moderator restricts the restricted persona; every service hears of it within seconds.
    await restrict(request, moderator, restricted);
    for (const probe of [
      '/feed/public/posts',
      `/universities/${campusA}/events`,
      `/universities/${campusA}/market`,
      '/communities',
      `/universities/${campusA}/ratings`,
    ]) {
      // An invalid body: refused 403 once the service knows (the restriction is judged first), else 400; never a write.
      await expect
        .poll(async () => (await apiCall(request, 'POST', probe, restricted.accessToken, {})).status, {
          timeout: 30_000,
        })
        .toBe(403);
    }

    const table = await playwright.request.newContext();
    const tokens: Record<PersonaName, string | undefined> = {
      owner: owner.accessToken,
      sameCampus: sameCampus.accessToken,
      otherCampus: otherCampus.accessToken,
      unverified: unverified.accessToken,
      highSchool: highSchool.accessToken,
      signedOut: undefined,
      moderator: moderator.accessToken,
      restricted: restricted.accessToken,
    };
    const documented = documentedStatuses();
    const mismatches: string[] = [];
    let cells = 0;
    let readBacks = 0;
    for (const route of routes) {
      const row = AUTHORIZATION_TABLE[route.id];
      if (!row) continue;
      const expected: Partial<Record<PersonaName, number>> = {
        ...(route.auth === 'required' ? { signedOut: 401 } : {}),
        ...row.expect,
      };
      const { path, body } = concretePath(route, fixtures);
      for (const persona of PERSONA_NAMES) {
        const status = expected[persona];
        if (status === undefined) continue;
        // Every refused write, and every write of someone other than the owner, must leave the owner's thing as it was.
        const changesNothing = route.method !== 'GET' && (status >= 400 || persona !== 'owner');
        const readBack = changesNothing ? row.readBack?.(fixtures) : undefined;
        const before = readBack
          ? (await send(table, 'GET', readBack, owner.accessToken, undefined)).body
          : undefined;
        const answer = await send(table, route.method, path, tokens[persona], body);
        cells += 1;
        if (answer.status !== status) {
          mismatches.push(
            `${route.id} as ${persona}: expected ${status}, got ${answer.status} ${answer.body.slice(0, 160)}`,
          );
        }
        if (!documented.get(route.id)?.has(answer.status)) {
          mismatches.push(
            `${route.id} as ${persona}: ${answer.status} is not in the route's documented statuses`,
          );
        }
        if (readBack) {
          readBacks += 1;
          const after = (await send(table, 'GET', readBack, owner.accessToken, undefined)).body;
          if (after !== before)
            mismatches.push(`${route.id} as ${persona}: ${readBack} changed after a refused call`);
        }
      }
    }
    console.log(
      `authorization table: ${routes.length} routes × ${PERSONA_NAMES.length} personas, ${cells} cells checked, ${readBacks} writes read back, ${mismatches.length} mismatches`,
    );
    await table.dispose();
    expect(mismatches).toEqual([]);
  });
});
