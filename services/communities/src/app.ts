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
import { communitiesRoutes } from './api/communities-routes';
import { internalRoutes } from './api/internal-routes';
import { createCommunitiesStore, type CommunitiesStore } from './data/communities-store';
import type { CommunitiesContext } from './domain/communities-context';

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
    logger: deps.logger,
    now,
  };

  // service-kit's vertical wiring; our /internal routes: the feed's access question, the operator's official mark.
  const app = createVerticalApp(deps, parts, {
    name: 'communities',
    mountApi(api) {
      api.use(communitiesRoutes(ctx));
    },
    internal: internalRoutes(ctx),
  });
  return { app, store, people, outbox, ctx };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: CommunitiesAppDeps): Express {
  return createCommunitiesApp(deps).app;
}
