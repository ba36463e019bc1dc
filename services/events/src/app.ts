import { Router, type Express } from 'express';
import { createDiscussion, type Discussion } from '@campusloop/discussion-server';
import { EVENT_ROUTES, MODERATION_DESKS } from '@campusloop/contracts';
import {
  createModeration,
  createVerticalApp,
  createVerticalParts,
  mediaUnavailable,
  mountModerationRoutes,
  sealedRestrictionOf,
  type MediaClient,
  type Moderation,
  type PeopleProjection,
  type RestrictSealedAuthor,
  type VerticalAppDeps,
} from '@campusloop/service-kit';
import { attendanceRoutes } from './api/attendance-routes';
import { calendarRoutes } from './api/calendar-routes';
import { eventRoutes } from './api/event-routes';
import { createEventsStore, type EventsStore } from './data/events-store';
import { eventDiscussionTarget } from './domain/event-discussion-target';
import { moderatedEvents, reportableEvent } from './domain/event-moderation';
import type { EventsContext } from './domain/events-context';

/**
 * service-kit's vertical deps (connection `campusloop_events`, logger, verifier, serviceAuth, outbox for
 * waitlist, reminder and discussion events, identityUrl or readPeople, now: `createTestClock().now` in
 * tests) and its media. Without identityUrl (and readPeople) unknown organizers show the snapshot
 * stored at write time.
 */
export interface EventsAppDeps extends VerticalAppDeps {
  /** Media's attach/detach (covers, context EVENT); without it a cover upload is refused (503). */
  media?: MediaClient;
  /** Media for comment images (reports refusals under `media`); default: `media`. */
  commentMedia?: MediaClient;
  /**
   * Identity's sealed restriction ("restrict the author" of a comment, issue 28). Default: identity's
   * internal route at `identityUrl` with the service token; without `identityUrl` it answers 503.
   */
  restrictSealedAuthor?: RestrictSealedAuthor;
}

export interface EventsApp {
  app: Express;
  store: EventsStore;
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
  /** The shared discussion kit mounted for events (comments, replies, likes). */
  discussion: Discussion;
  /** Reports of events, the moderators' queue, block/unblock/dismiss and the audit log (service-kit's kit). */
  moderation: Moderation;
  /** The same for comments and replies on events (the discussion kit's moderation). */
  commentModeration: Moderation;
  /** Prepares every collection's indexes (main.ts runs it before taking traffic). */
  init(): Promise<void>;
  /** The use-cases' context (main.ts runs the reminder sweep with it; tests call it with their clock). */
  ctx: EventsContext;
}

/** Builds the events service's Express app and its store; does not listen. */
export function createEventsApp(deps: EventsAppDeps): EventsApp {
  const store = createEventsStore(deps.connection);
  const parts = createVerticalParts(deps);
  const { people, outbox, now } = parts;
  const media = deps.media ?? mediaUnavailable;
  const discussion = createDiscussion({
    connection: deps.connection,
    logger: deps.logger,
    media: deps.commentMedia ?? media,
    outbox,
    people,
    // A blocked user's comments leave the blocker's lists; they cannot comment on the blocker's events (issue 28).
    blocks: parts.blocks,
    now,
    lock: store.lock,
    lists: store.lists,
  });
  const ctx: EventsContext = {
    store,
    media,
    outbox,
    people,
    discussion,
    blocks: parts.blocks,
    logger: deps.logger,
    now,
  };

  // Reports and the moderators' desk for events (/events/moderation/…), issue 28. Its outbox carries
  // `moderation.outcome` (the organizer's 'Content Blocked', the reporters' outcome) to notifications.
  const moderation = createModeration({ connection: deps.connection, itemType: MODERATION_DESKS.event.itemType, items: moderatedEvents(ctx), outbox, now });
  const target = eventDiscussionTarget(store, parts.blocks);
  // Comments and replies: the discussion kit's moderation (desk /events/comments/moderation).
  const moderationRoutes = Router();
  const commentModeration = discussion.mountModeration(moderationRoutes, {
    routes: EVENT_ROUTES,
    target,
    itemType: MODERATION_DESKS.eventComment.itemType,
    restrict: deps.restrictSealedAuthor ?? sealedRestrictionOf(deps),
  });
  mountModerationRoutes(moderationRoutes, {
    routes: EVENT_ROUTES,
    moderation,
    reportable: (reporter, params) => reportableEvent(ctx, reporter, params),
  });

  // A token is optional so the calendar subscription feed works without one; every other route asks.
  const app = createVerticalApp(deps, parts, {
    name: 'events',
    mountApi(api) {
      api.use(eventRoutes(ctx), attendanceRoutes(ctx), calendarRoutes(ctx));
      // Spec §7: comments, replies and likes at /universities/{uid}/events/{eventId}/comments… (the kit's routes).
      discussion.mount(api, { routes: EVENT_ROUTES, target });
      api.use(moderationRoutes);
    },
  });
  return {
    app,
    store,
    people,
    discussion,
    ctx,
    moderation,
    commentModeration,
    init: async () => {
      await Promise.all([store.init(deps.logger), discussion.store.init(), moderation.init(), commentModeration.init()]);
    },
  };
}

/** The Express app alone. */
export function createApp(deps: EventsAppDeps): Express {
  return createEventsApp(deps).app;
}
