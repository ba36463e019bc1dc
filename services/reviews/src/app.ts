import type { Express } from 'express';
import {
  createVerticalApp,
  createVerticalParts,
  mediaUnavailable,
  type MediaClient,
  type Outbox,
  type PeopleProjection,
  type VerticalAppDeps,
} from '@campusloop/service-kit';
import { reviewsRoutes } from './api/reviews-routes';
import { createReviewsStore, type ReviewsStore } from './data/reviews-store';
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

  const app = createVerticalApp(deps, parts, {
    name: 'reviews',
    mountApi(api) {
      api.use(reviewsRoutes(ctx));
    },
  });
  return { app, store, people, outbox };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: ReviewsAppDeps): Express {
  return createReviewsApp(deps).app;
}
