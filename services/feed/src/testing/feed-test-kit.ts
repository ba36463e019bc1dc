import type { Express } from 'express';
import request from 'supertest';
import type { AccessClaims } from '@campusloop/service-kit';
import { createHttpMediaClient, createLogger, newId } from '@campusloop/service-kit';
import {
  createTestAuth,
  startFakeMediaServer,
  useTestDatabase,
  type FakeMediaServer,
  type TestDatabase,
} from '@campusloop/testing';
import type { CreateCommentRequest, CreatePostRequest, UploadDescriptor } from '@campusloop/contracts';
import { createFeedApp, type FeedAppDeps } from '../app';
import type { FeedStore } from '../data/feed-store';
import { assertContract } from './response-contracts';

export const UNI_A = 'uniAlpha001';
export const UNI_B = 'uniBravo002';

/** Someone calling the API: `authorization` is absent for a signed-out visitor. */
export interface Persona {
  id: string;
  label: string;
  authorization?: string;
  claims?: AccessClaims;
}

export const VISITOR: Persona = { id: 'visitor', label: 'signed out' };

export interface LoggedResponse {
  as: string;
  method: string;
  path: string;
  status: number;
  body: unknown;
}

export type FeedPath = string;

export const feedPaths = {
  public: '/api/v1/feed/public/posts',
  campus: (universityId: string) => `/api/v1/feed/universities/${universityId}/posts`,
  publicCommunity: (communityId: string) => `/api/v1/feed/public/communities/${communityId}/posts`,
  universityCommunity: (universityId: string, communityId: string) =>
    `/api/v1/feed/universities/${universityId}/communities/${communityId}/posts`,
  post: (postId: string) => `/api/v1/feed/posts/${postId}`,
  postLike: (postId: string) => `/api/v1/feed/posts/${postId}/like`,
  comments: (postId: string) => `/api/v1/feed/posts/${postId}/comments`,
  comment: (postId: string, commentId: string) => `/api/v1/feed/posts/${postId}/comments/${commentId}`,
  replies: (postId: string, commentId: string) =>
    `/api/v1/feed/posts/${postId}/comments/${commentId}/replies`,
  commentLike: (postId: string, commentId: string) =>
    `/api/v1/feed/posts/${postId}/comments/${commentId}/like`,
};

export function uploadDescriptor(name = 'photo.jpg', context: 'post' | 'comment' = 'post'): UploadDescriptor {
  return {
    s3Key: `${context}/${newId()}.jpg`,
    originalFilename: name,
    contentType: 'image/jpeg',
    fileSize: 2048,
  };
}

type Method = 'get' | 'post' | 'put' | 'delete';

export interface FeedTestKit {
  db: TestDatabase;
  app(): Express;
  store(): FeedStore;
  media(): FakeMediaServer;
  /** Every answer the tests received, oldest first (the anonymity scan reads it). */
  responses: LoggedResponse[];
  persona(label: string, claims?: Partial<AccessClaims>): Promise<Persona>;
  /** A verified university student of `universityId`. */
  student(universityId?: string, claims?: Partial<AccessClaims>): Promise<Persona>;
  /** Calls the app as `as`; checks every answer against the contracts (error shape included). */
  call(
    method: Method,
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
 * Call at the top of a test file: a database of its own, a real app from createFeedApp wired to a
 * fake media server over HTTP, tokens from createTestAuth, and contract checks on every answer.
 */
export function useFeedTestKit(
  overrides: Partial<Omit<FeedAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
): FeedTestKit {
  const db = useTestDatabase();
  const auth = createTestAuth();
  const responses: LoggedResponse[] = [];
  let app: Express | undefined;
  let store: FeedStore | undefined;
  let media: FakeMediaServer | undefined;

  beforeAll(async () => {
    media = await startFakeMediaServer();
    const client = createHttpMediaClient({
      baseUrl: media.url,
      timeoutMs: 2_000,
      passValidationErrors: true,
    });
    const built = createFeedApp({
      connection: db.connection(),
      logger: createLogger({ name: 'feed-test', level: process.env['FEED_TEST_LOG_LEVEL'] ?? 'silent' }),
      verifier: auth.verifier,
      attachMedia: client.attach,
      detachMedia: client.detach,
      ...overrides,
    });
    await built.store.init();
    app = built.app;
    store = built.store;
  });

  afterAll(async () => {
    await media?.close();
  });

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is ready only inside tests`);
    return value;
  };

  const persona = async (label: string, claims: Partial<AccessClaims> = {}): Promise<Persona> => {
    const full: AccessClaims = {
      sub: newId(),
      audience: 'UNIVERSITY_STUDENT',
      universityId: UNI_A,
      universityVerified: true,
      userType: 'VERIFIED',
      name: `${label} ${newId().slice(0, 4)}`,
      avatarUrl: null,
      universityName: 'Alpha University',
      profileComplete: true,
      ...claims,
    };
    return { id: full.sub, label, claims: full, authorization: `Bearer ${await auth.mintAccessToken(full)}` };
  };

  const call: FeedTestKit['call'] = async (method, path, as, body, headers = {}) => {
    let pending = request(required(app, 'app'))[method](path);
    if (as.authorization) pending = pending.set('Authorization', as.authorization);
    for (const [name, value] of Object.entries(headers)) pending = pending.set(name, value);
    const res = body === undefined ? await pending : await pending.send(body as object);
    responses.push({ as: as.id, method: method.toUpperCase(), path, status: res.status, body: res.body });
    assertContract(method.toUpperCase(), path, res.status, res.body);
    return res;
  };

  return {
    db,
    app: () => required(app, 'app'),
    store: () => required(store, 'store'),
    media: () => required(media, 'media'),
    responses,
    persona,
    student: (universityId = UNI_A, claims = {}) =>
      persona('Student', {
        universityId,
        universityName: universityId === UNI_A ? 'Alpha University' : 'Bravo University',
        ...claims,
      }),
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
    async outboxEvents() {
      const docs = await db.connection().collection('outbox_events').find({}).toArray();
      return docs.map((doc) => ({
        type: doc['type'] as string,
        payload: doc['payload'] as Record<string, unknown>,
        status: doc['status'] as string,
      }));
    },
  };
}
