import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  COMMUNITY_ACCESS_PATH,
  COMMUNITY_MESSAGES,
  communityAccessRequestSchema,
  type CommunityAccessRequest,
} from '@campusloop/contracts';

export interface FakeCommunity {
  name: string;
  /** The university of a university community; null (default) for a public one. */
  universityId?: string | null;
  /** Who is refused (403 'Join this community to post.'): user ids. */
  refuse?: string[];
}

export interface FakeCommunitiesServer {
  /** Base URL to pass as COMMUNITIES_URL. */
  url: string;
  /** Every access request received, oldest first. */
  calls: CommunityAccessRequest[];
  /**
   * Makes a community exist on its path (public, or under its university; everyone may read and
   * write unless refused). The same id may be added on both paths, so a test can show the feed keeps
   * their posts apart even then. Returns the id.
   */
  add(id: string, community: FakeCommunity): string;
  /** The next request answers this status and body instead. */
  failNext(status: number, body?: unknown): void;
  close(): Promise<void>;
}

export const NOT_A_MEMBER_MESSAGE = 'Join this community to post.';

const error = (status: number, code: string, message: string) => ({
  status,
  body: { status, code, message },
});

/**
 * A stand-in for the communities service's `POST /internal/communities/access` on 127.0.0.1:0
 * (the communities service does not exist yet), so the feed's real HTTP client is exercised:
 * requests are checked against the contract; a community answers only on its own path (public, or
 * its university), else 404 as the service would.
 */
export async function startFakeCommunitiesServer(): Promise<FakeCommunitiesServer> {
  const calls: CommunityAccessRequest[] = [];
  const communities = new Map<string, Required<FakeCommunity>>();
  const key = (communityId: string, universityId: string | null) =>
    `${universityId ?? 'public'}/${communityId}`;
  let failure: { status: number; body: unknown } | undefined;

  function route(method: string | undefined, path: string | undefined, body: unknown) {
    if (method !== 'POST' || path !== COMMUNITY_ACCESS_PATH) return error(404, 'NOT_FOUND', 'Not found');
    const parsed = communityAccessRequestSchema.safeParse(body);
    if (!parsed.success) return error(400, 'VALIDATION_ERROR', 'Invalid access request');
    calls.push(parsed.data);
    const community = communities.get(key(parsed.data.communityId, parsed.data.universityId));
    if (!community) {
      return error(404, 'NOT_FOUND', COMMUNITY_MESSAGES.notFoundOrNoAccess);
    }
    if (community.refuse.includes(parsed.data.userId)) return error(403, 'FORBIDDEN', NOT_A_MEMBER_MESSAGE);
    return { status: 200, body: { name: community.name } };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let reply: { status: number; body: unknown };
      if (failure) {
        reply = failure;
        failure = undefined;
      } else {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
        } catch {
          body = undefined;
        }
        reply = route(req.method, req.url, body);
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    add(id, { name, universityId = null, refuse = [] }) {
      communities.set(key(id, universityId), { name, universityId, refuse });
      return id;
    },
    failNext(status, body) {
      failure = { status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
