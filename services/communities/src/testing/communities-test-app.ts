import {
  COMMUNITIES_PATHS,
  COMMUNITIES_ROUTES,
  COMMUNITY_ACCESS_PATH,
  COMMUNITY_OFFICIAL_PATH,
  apiPath,
} from '@campusloop/contracts';
import { contractAssertion, useVerticalTestKit, type VerticalTestKit } from '@campusloop/testing';
import { createCommunitiesApp, type CommunitiesApp, type CommunitiesAppDeps } from '../app';

/** Every communities route (libs/contracts): answers are checked against them, routes.test.ts compares the mounted ones. */
export const COMMUNITIES_CONTRACT_ROUTES = Object.values(COMMUNITIES_ROUTES);

const checkAnswer = contractAssertion(COMMUNITIES_CONTRACT_ROUTES);

export type CommunitiesTestKit = VerticalTestKit<CommunitiesApp>;

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, a fake media
 * server over HTTP, tokens, personas, every answer checked against COMMUNITIES_ROUTES) around the
 * real app from createCommunitiesApp.
 */
export function useCommunitiesTestKit(
  overrides: Partial<Omit<CommunitiesAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
  /** `instances: 2`: two communities apps on the one database, `call` alternating between them. */
  { instances = 1 }: { instances?: number } = {},
): CommunitiesTestKit {
  return useVerticalTestKit({
    name: 'communities-test',
    logLevelEnv: 'COMMUNITIES_TEST_LOG_LEVEL',
    build: ({ mediaUrl: _mediaUrl, mediaClient, ...deps }) =>
      createCommunitiesApp({
        ...deps,
        media: mediaClient(),
        ...overrides,
      }),
    init: (built) => built.store.init(),
    app: (built) => built.app,
    assertContract: (method, path, status, body) => {
      checkAnswer(method, path, status, body);
    },
    instances,
  });
}

/** The public paths of communities, built from COMMUNITIES_PATHS (as callers build them). */
export const communityPaths = {
  list: (universityId?: string) =>
    apiPath(COMMUNITIES_PATHS.list) + (universityId ? `?universityId=${universityId}` : ''),
  mine: apiPath(COMMUNITIES_PATHS.mine),
  joined: apiPath(COMMUNITIES_PATHS.joined),
  community: (communityId: string) => apiPath(COMMUNITIES_PATHS.community, { communityId }),
  join: (communityId: string) => apiPath(COMMUNITIES_PATHS.join, { communityId }),
  leave: (communityId: string) => apiPath(COMMUNITIES_PATHS.leave, { communityId }),
  access: COMMUNITY_ACCESS_PATH,
  official: (communityId: string) => COMMUNITY_OFFICIAL_PATH.replace('{communityId}', communityId),
};

let counter = 0;
/** A valid create/edit body with a name no other test uses (override any field). */
export function communityBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    name: `Community ${counter} ${Math.random().toString(36).slice(2, 8)}`,
    description: 'People who like the same things, together.',
    visibility: 'PUBLIC',
    ...overrides,
  };
}
