import {
  MARKETPLACE_PATHS,
  MARKETPLACE_ROUTES,
  apiPath,
  type CreateListingRequest,
  type UploadDescriptor,
} from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import {
  TEST_UNI_A,
  TEST_UNI_B,
  contractAssertion,
  testUniversityName,
  useVerticalTestKit,
  type TestPersona,
  type VerticalTestKit,
} from '@campusloop/testing';
import { createMarketplaceApp, type MarketplaceApp, type MarketplaceAppDeps } from '../app';

/** Every marketplace route (libs/contracts): answers are checked against them, routes.test.ts compares the mounted ones. */
export const MARKETPLACE_CONTRACT_ROUTES = Object.values(MARKETPLACE_ROUTES);

const checkAnswer = contractAssertion(MARKETPLACE_CONTRACT_ROUTES);

export const UNI_A = TEST_UNI_A;
export const UNI_B = TEST_UNI_B;
export type Persona = TestPersona;

export const marketPaths = {
  campus: (uid = UNI_A, query = '') => `${apiPath(MARKETPLACE_PATHS.campus, { universityId: uid })}${query}`,
  mine: (query = '') => `${apiPath(MARKETPLACE_PATHS.mine)}${query}`,
  listing: (id: string, uid = UNI_A) =>
    apiPath(MARKETPLACE_PATHS.listing, { universityId: uid, listingId: id }),
  sold: (id: string, sold: boolean | string, uid = UNI_A) =>
    `${apiPath(MARKETPLACE_PATHS.sold, { universityId: uid, listingId: id })}?sold=${sold}`,
  comments: (id: string, uid = UNI_A) =>
    apiPath(MARKETPLACE_PATHS.comments, { universityId: uid, listingId: id }),
};

/** A new upload as the web client sends it after presign (context MARKETPLACE). */
export function listingUpload(name = 'photo.png'): UploadDescriptor {
  return {
    s3Key: `marketplace/${newId()}.png`,
    originalFilename: name,
    contentType: 'image/png',
    fileSize: 2048,
  };
}

export function listingBody(overrides: Partial<CreateListingRequest> = {}): CreateListingRequest {
  return {
    title: 'Desk lamp',
    description: 'Warm light, barely used.',
    price: 350,
    notes: 'Hostel B, room 12. Call after 6 pm.',
    ...overrides,
  };
}

export interface MarketplaceTestKit extends VerticalTestKit<MarketplaceApp> {
  /** A verified university student of `universityId`. */
  student(label?: string, universityId?: string): Promise<Persona>;
  createListing(
    as: Persona,
    overrides?: Partial<CreateListingRequest>,
    universityId?: string,
  ): Promise<Record<string, unknown> & { id: string }>;
}

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, a fake
 * media server over HTTP, tokens, personas, every answer checked against MARKETPLACE_ROUTES) around the
 * real app from createMarketplaceApp, plus students and a listing maker.
 */
export function useMarketplaceTestKit(
  overrides: Partial<Omit<MarketplaceAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
): MarketplaceTestKit {
  const kit = useVerticalTestKit({
    name: 'marketplace-test',
    logLevelEnv: 'MARKETPLACE_TEST_LOG_LEVEL',
    build: ({ mediaUrl: _mediaUrl, mediaClient, ...deps }) =>
      createMarketplaceApp({
        ...deps,
        media: mediaClient(),
        ...overrides,
      }),
    init: (built) => built.init(),
    app: (built) => built.app,
    assertContract: (method, path, status, body) => {
      checkAnswer(method, path, status, body);
    },
  });
  const student = (label = 'Student', universityId = UNI_A) =>
    kit.persona(label, { universityId, universityName: testUniversityName(universityId) });
  return {
    ...kit,
    student,
    async createListing(as, overrides = {}, universityId = UNI_A) {
      const res = await kit.call('post', marketPaths.campus(universityId), as, listingBody(overrides));
      if (res.status !== 201)
        throw new Error(`createListing answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body as Record<string, unknown> & { id: string };
    },
  };
}
