import type { Express } from 'express';
import type request from 'supertest';
import type { AccessClaims } from '@campusloop/service-kit';
import { newId } from '@campusloop/service-kit';
import {
  TEST_UNI_A,
  TEST_UNI_B,
  TEST_VISITOR,
  testUniversityName,
  useVerticalTestKit,
  type FakeMediaServer,
  type LoggedResponse,
  type TestDatabase,
  type TestMethod,
  type TestPersona,
} from '@campusloop/testing';
import {
  FEED_PATHS,
  apiPath,
  type CreateCommentRequest,
  type CreatePostRequest,
  type UploadDescriptor,
} from '@campusloop/contracts';
import { createFeedApp, type FeedAppDeps } from '../app';
import type { FeedStore } from '../data/feed-store';
import { assertContract } from './response-contracts';
import { createHttpCommunityAccess } from '../data/http-community-access';
import { startFakeCommunitiesServer, type FakeCommunitiesServer } from './fake-communities-server';

export const UNI_A = TEST_UNI_A;
export const UNI_B = TEST_UNI_B;

/** Someone calling the API: `authorization` is absent for a signed-out visitor. */
export type Persona = TestPersona;

export const VISITOR: Persona = TEST_VISITOR;

export type { LoggedResponse };

export type FeedPath = string;

export const feedPaths = {
  public: apiPath(FEED_PATHS.publicPosts),
  campus: (universityId: string) => apiPath(FEED_PATHS.campusPosts, { universityId }),
  publicCommunity: (communityId: string) => apiPath(FEED_PATHS.publicCommunityPosts, { communityId }),
  universityCommunity: (universityId: string, communityId: string) =>
    apiPath(FEED_PATHS.campusCommunityPosts, { universityId, communityId }),
  post: (postId: string) => apiPath(FEED_PATHS.post, { postId }),
  postLike: (postId: string) => apiPath(FEED_PATHS.like, { postId }),
  comments: (postId: string) => apiPath(FEED_PATHS.comments, { postId }),
  comment: (postId: string, commentId: string) => apiPath(FEED_PATHS.comment, { postId, commentId }),
  replies: (postId: string, commentId: string) => apiPath(FEED_PATHS.replies, { postId, commentId }),
  commentLike: (postId: string, commentId: string) => apiPath(FEED_PATHS.commentLike, { postId, commentId }),
};

export function uploadDescriptor(name = 'photo.jpg', context: 'post' | 'comment' = 'post'): UploadDescriptor {
  return {
    s3Key: `${context}/${newId()}.jpg`,
    originalFilename: name,
    contentType: 'image/jpeg',
    fileSize: 2048,
  };
}

export interface FeedTestKit {
  db: TestDatabase;
  app(): Express;
  store(): FeedStore;
  media(): FakeMediaServer;
  /** The communities service's stand-in (its access route): `communities().add(id, {name})` makes one. */
  communities(): FakeCommunitiesServer;
  /** Every answer the tests received, oldest first (the anonymity scan reads it). */
  responses: LoggedResponse[];
  persona(label: string, claims?: Partial<AccessClaims>): Promise<Persona>;
  /** Identity's `session.revoked` for the persona's `sid` reaching the feed (as after a logout). */
  revokeSession(who: Persona): Promise<request.Response>;
  /** A verified university student of `universityId`. */
  student(universityId?: string, claims?: Partial<AccessClaims>): Promise<Persona>;
  /** Calls the app as `as`; checks every answer against the contracts (error shape included). */
  call(
    method: TestMethod,
    path: string,
    as: Persona,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<request.Response>;
  createPost(
    as: Persona,
    feed: FeedPath,
    post?: Partial<CreatePostRequest>,
  ): Promise<{ id: string; body: Record<string, unknown> }>;
  addComment(
    as: Persona,
    postId: string,
    comment?: Partial<CreateCommentRequest>,
  ): Promise<{ id: string; body: Record<string, unknown> }>;
  outboxEvents(): Promise<Array<{ type: string; payload: Record<string, unknown>; status: string }>>;
}

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, a fake
 * media server over HTTP, tokens from createTestAuth, contract checks on every answer) around a real
 * app from createFeedApp.
 */
export function useFeedTestKit(
  overrides: Partial<Omit<FeedAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
  /** `instances: 2`: two feed apps on the one database, `call` alternating between them. */
  { instances = 1 }: { instances?: number } = {},
): FeedTestKit {
  // Started before the vertical kit's beforeAll builds the app (hooks run in registration order).
  let communities: FakeCommunitiesServer | undefined;
  beforeAll(async () => {
    communities = await startFakeCommunitiesServer();
  });
  afterAll(async () => {
    await communities?.close();
  });
  const fakeCommunities = () => {
    if (!communities) throw new Error('the communities stand-in is ready only inside tests');
    return communities;
  };
  const kit = useVerticalTestKit({
    name: 'feed-test',
    logLevelEnv: 'FEED_TEST_LOG_LEVEL',
    build: ({ mediaUrl: _mediaUrl, mediaClient, ...deps }) => {
      const client = mediaClient();
      const communityAccess = createHttpCommunityAccess({ baseUrl: fakeCommunities().url, timeoutMs: 2_000 });
      return createFeedApp({
        ...deps,
        attachMedia: client.attach,
        detachMedia: client.detach,
        communityAccess,
        ...overrides,
      });
    },
    init: (built) => built.store.init(),
    app: (built) => built.app,
    assertContract,
    instances,
  });
  const { call } = kit;

  return {
    db: kit.db,
    app: kit.app,
    store: () => kit.built().store,
    media: kit.media,
    communities: fakeCommunities,
    responses: kit.responses,
    persona: kit.persona,
    revokeSession: kit.revokeSession,
    student: (universityId = UNI_A, claims = {}) =>
      kit.persona('Student', { universityId, universityName: testUniversityName(universityId), ...claims }),
    call,
    async createPost(as, feed, post = {}) {
      const res = await call('post', feed, as, {
        title: 'A title',
        body: 'Some content',
        isAnonymous: false,
        ...post,
      });
      if (res.status !== 201)
        throw new Error(`createPost answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { id: res.body.id as string, body: res.body as Record<string, unknown> };
    },
    async addComment(as, postId, comment = {}) {
      const res = await call('post', feedPaths.comments(postId), as, {
        body: 'A comment',
        parentId: null,
        isAnonymous: false,
        ...comment,
      });
      if (res.status !== 201)
        throw new Error(`addComment answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { id: res.body.id as string, body: res.body as Record<string, unknown> };
    },
    outboxEvents: kit.outboxEvents,
  };
}
