import type { Router } from 'express';
import type { Connection } from 'mongoose';
import {
  COMMUNITIES_EVENT_TYPES,
  FEED_COMMUNITY_EVENTS_PATH,
  communityDeletedPayloadSchema,
} from '@campusloop/contracts';
import { createIdempotentConsumer, eventHandler, eventSubscriberRouter } from '@campusloop/service-kit';
import type { FeedContext } from '../domain/feed-context';
import { removeCommunityPosts } from '../domain/remove-community-posts';

/**
 * `POST /internal/events/communities` (the manifest's `subscribes` of feed): the communities
 * service's `community.deleted` removes the community's posts, once per event id.
 */
export function communityEventsRouter(ctx: FeedContext, connection: Connection): Router {
  return eventSubscriberRouter({
    path: FEED_COMMUNITY_EVENTS_PATH.replace(/^\/internal/, ''),
    consumer: createIdempotentConsumer({ connection }),
    logger: ctx.logger,
    handlers: {
      [COMMUNITIES_EVENT_TYPES.communityDeleted]: eventHandler(communityDeletedPayloadSchema, async (payload) => {
        const removed = await removeCommunityPosts(ctx, payload);
        ctx.logger.info({ communityId: payload.communityId, removed }, 'community deleted: its posts removed');
      }),
    },
  });
}
