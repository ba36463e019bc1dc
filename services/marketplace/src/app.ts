import { Router, type Express } from 'express';
import { createDiscussion, type Discussion } from '@campusloop/discussion-server';
import { MARKETPLACE_ROUTES, MODERATION_DESKS } from '@campusloop/contracts';
import {
  createModeration,
  createVerticalApp,
  createVerticalParts,
  mediaUnavailable,
  mountModerationRoutes,
  sealedRestrictionOf,
  type MediaClient,
  type Moderation,
  type Outbox,
  type PeopleProjection,
  type RestrictSealedAuthor,
  type VerticalAppDeps,
} from '@campusloop/service-kit';
import { marketplaceRoutes } from './api/marketplace-routes';
import { createMarketplaceStore, type MarketplaceStore } from './data/marketplace-store';
import { listingDiscussionTarget } from './domain/listing-discussion-target';
import { moderatedListings, reportableListing } from './domain/listing-moderation';
import type { MarketplaceContext } from './domain/marketplace-context';

/**
 * service-kit's vertical deps (connection `campusloop_marketplace`, logger, verifier, serviceAuth, outbox
 * for `listing.commented` and `comment.replied`, identityUrl or readPeople, now) and its media.
 */
export interface MarketplaceAppDeps extends VerticalAppDeps {
  /** Media's attach/detach (context MARKETPLACE, also COMMENT for questions); without it images are refused (503). */
  media?: MediaClient;
  /**
   * Identity's sealed restriction ("restrict the author" of a question or answer, issue 28). Default:
   * identity's internal route at `identityUrl` with the service token; without `identityUrl` it answers 503.
   */
  restrictSealedAuthor?: RestrictSealedAuthor;
}

export interface MarketplaceApp {
  app: Express;
  store: MarketplaceStore;
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
  outbox: Outbox;
  /** The shared discussion kit mounted for listings (questions, answers, likes). */
  discussion: Discussion;
  /** The use-cases' context. */
  ctx: MarketplaceContext;
  /** Reports of listings, the moderators' queue, block/unblock/dismiss and the audit log (service-kit's kit). */
  moderation: Moderation;
  /** The same for questions and answers on listings (the discussion kit's moderation). */
  commentModeration: Moderation;
  /** Prepares every collection's indexes (main.ts runs it before taking traffic). */
  init(): Promise<void>;
}

/** Builds the marketplace service's Express app and its store; does not listen. */
export function createMarketplaceApp(deps: MarketplaceAppDeps): MarketplaceApp {
  const store = createMarketplaceStore(deps.connection);
  // service-kit's parts every vertical shares: the people projection, revoked sessions, outbox, clock.
  const parts = createVerticalParts(deps);
  const { people, outbox, now } = parts;
  const media = deps.media ?? mediaUnavailable;
  const discussion = createDiscussion({
    connection: deps.connection,
    logger: deps.logger,
    media,
    outbox,
    people,
    blocks: parts.blocks,
    now,
    lock: store.lock,
    lists: store.lists,
  });
  const ctx: MarketplaceContext = {
    store,
    people,
    outbox,
    media,
    discussion,
    blocks: parts.blocks,
    logger: deps.logger,
    now,
  };

  // Its outbox carries `moderation.outcome` (the seller's 'Content Blocked', the reporters' outcome) to notifications.
  const moderation = createModeration({ connection: deps.connection, itemType: 'listing', items: moderatedListings(ctx), outbox, now });

  const target = listingDiscussionTarget(store, parts.blocks);
  // Questions and answers: the discussion kit's moderation (desk /marketplace/comments/moderation).
  const commentRoutes = Router();
  const commentModeration = discussion.mountModeration(commentRoutes, {
    routes: MARKETPLACE_ROUTES,
    target,
    itemType: MODERATION_DESKS.listingComment.itemType,
    restrict: deps.restrictSealedAuthor ?? sealedRestrictionOf(deps),
  });

  const app = createVerticalApp(deps, parts, {
    name: 'marketplace',
    mountApi(api) {
      api.use(marketplaceRoutes(ctx));
      // Spec §7: questions and answers at /universities/{uid}/market/{listingId}/comments… (the kit's routes).
      discussion.mount(api, { routes: MARKETPLACE_ROUTES, target });
      api.use(commentRoutes);
      // Reports and the moderators' desk (/marketplace/moderation/…), issue 28.
      mountModerationRoutes(api, {
        routes: MARKETPLACE_ROUTES,
        moderation,
        reportable: (reporter, params) => reportableListing(ctx, reporter, params),
      });
    },
  });
  return {
    app,
    store,
    people,
    outbox,
    discussion,
    ctx,
    moderation,
    commentModeration,
    init: async () => {
      await Promise.all([store.init(), discussion.store.init(), moderation.init(), commentModeration.init()]);
    },
  };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: MarketplaceAppDeps): Express {
  return createMarketplaceApp(deps).app;
}
