import type { Express } from 'express';
import { MODERATION_DESKS, REVIEWS_ROUTES } from '@campusloop/contracts';
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
import { reviewsRoutes } from './api/reviews-routes';
import { createReviewsStore, type ReviewsStore } from './data/reviews-store';
import { moderatedRatings, reportableRating } from './domain/rating-moderation';
import type { ReviewsContext } from './domain/reviews-context';

/**
 * service-kit's vertical deps (connection `campusloop_reviews`, logger, verifier, serviceAuth, outbox for
 * `rating.created` / `rating.deleted`, identityUrl or readPeople, now) and its media.
 */
export interface ReviewsAppDeps extends VerticalAppDeps {
  /** Media's attach/detach (`createHttpMediaClient`); without it items with images are refused (503). */
  media?: MediaClient;
}

export interface ReviewsApp {
  app: Express;
  store: ReviewsStore;
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
  outbox: Outbox;
  /** Reports of ratings, the moderators' queue, block/unblock/dismiss and the audit log (service-kit's kit). */
  moderation: Moderation;
}

/** Builds the reviews service's Express app and its store; does not listen. */
export function createReviewsApp(deps: ReviewsAppDeps): ReviewsApp {
  const store = createReviewsStore(deps.connection);
  // service-kit's parts every vertical shares: the people projection, revoked sessions, outbox, clock.
  const parts = createVerticalParts(deps);
  const { people, outbox, now } = parts;
  const ctx: ReviewsContext = {
    store,
    people,
    outbox,
    media: deps.media ?? mediaUnavailable,
    logger: deps.logger,
    now,
  };

  // Reports and the moderators' desk (/reviews/moderation/…), issue 28. Its outbox carries
  // `moderation.outcome` (the author's 'Content Blocked', the reporters' outcome) to notifications.
  const moderation = createModeration({
    connection: deps.connection,
    itemType: MODERATION_DESKS.rating.itemType,
    items: moderatedRatings(ctx),
    outbox,
    now,
  });

  const app = createVerticalApp(deps, parts, {
    name: 'reviews',
    mountApi(api) {
      api.use(reviewsRoutes(ctx));
      mountModerationRoutes(api, {
        routes: REVIEWS_ROUTES,
        moderation,
        reportable: (reporter, params) => reportableRating(ctx, reporter, params),
      });
    },
  });
  // store.init() also prepares the moderation kit's collections (main.ts and the test kit run it).
  const init = async () => {
    await Promise.all([store.init(), moderation.init()]);
  };
  return { app, store: { ...store, init }, people, outbox, moderation };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: ReviewsAppDeps): Express {
  return createReviewsApp(deps).app;
}
