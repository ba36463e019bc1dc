import type { Express } from 'express';
import { COMMUNITIES_ROUTES, MODERATION_DESKS } from '@campusloop/contracts';
import {
  createModeration,
  createVerticalApp,
  createVerticalParts,
  mediaUnavailable,
  mountModerationRoutes,
  type MediaClient,
  type Moderation,
  type Outbox,
  type PeopleProjection,
  type VerticalAppDeps,
} from '@campusloop/service-kit';
import { communitiesRoutes } from './api/communities-routes';
import { internalRoutes } from './api/internal-routes';
import { createCommunitiesStore, type CommunitiesStore } from './data/communities-store';
import type { CommunitiesContext } from './domain/communities-context';
import { moderatedCommunities, reportableCommunity } from './domain/community-moderation';

/**
 * service-kit's vertical deps (connection `campusloop_communities`, logger, verifier, serviceAuth, outbox
 * for `community.deleted`, identityUrl or readPeople, now) and its media.
 */
export interface CommunitiesAppDeps extends VerticalAppDeps {
  /** Media's attach/detach (`createHttpMediaClient`); without it items with images are refused (503). */
  media?: MediaClient;
}

export interface CommunitiesApp {
  app: Express;
  store: CommunitiesStore;
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
  outbox: Outbox;
  /** The use-cases' context (main.ts finishes deletions a crash cut short with it). */
  ctx: CommunitiesContext;
  /** 'Report Community', the moderators' queue, block/unblock/dismiss and the audit log (service-kit's kit). */
  moderation: Moderation;
}

/** Builds the communities service's Express app and its store; does not listen. */
export function createCommunitiesApp(deps: CommunitiesAppDeps): CommunitiesApp {
  const store = createCommunitiesStore(deps.connection);
  // service-kit's parts every vertical shares: the people projection, revoked sessions, outbox, clock.
  const parts = createVerticalParts(deps);
  const { people, outbox, now } = parts;
  const ctx: CommunitiesContext = {
    store,
    people,
    outbox,
    media: deps.media ?? mediaUnavailable,
    blocks: parts.blocks,
    logger: deps.logger,
    now,
  };

  // Reports and the moderators' desk (/communities/moderation/…), issue 28. Its outbox carries
  // `moderation.outcome` (the owner's 'Content Blocked', the reporters' outcome) to notifications.
  const moderation = createModeration({
    connection: deps.connection,
    itemType: MODERATION_DESKS.community.itemType,
    items: moderatedCommunities(ctx),
    outbox,
    now,
  });

  // service-kit's vertical wiring; our /internal routes: the feed's access question, the operator's official mark.
  const app = createVerticalApp(deps, parts, {
    name: 'communities',
    mountApi(api) {
      // The desk's literal paths (/communities/moderation/…) before /communities/{communityId}.
      mountModerationRoutes(api, {
        routes: COMMUNITIES_ROUTES,
        moderation,
        reportable: (reporter, params) => reportableCommunity(ctx, reporter, params),
      });
      api.use(communitiesRoutes(ctx));
    },
    internal: internalRoutes(ctx),
  });
  // store.init() also prepares the moderation kit's collections (main.ts and the test kit run it).
  const init = async () => {
    await Promise.all([store.init(), moderation.init()]);
  };
  return { app, store: { ...store, init }, people, outbox, ctx, moderation };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: CommunitiesAppDeps): Express {
  return createCommunitiesApp(deps).app;
}
