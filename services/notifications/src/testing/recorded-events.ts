import request from 'supertest';
import type { Express } from 'express';
import { NOTIFICATIONS_INTERNAL_PATHS, type NotificationSourceEventType } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { testServiceAuth } from '@campusloop/testing';

/** An actor as publishers send it: named, or anonymous (no id, no avatar). */
export const namedActor = (id: string, name: string) => ({ id, name, avatarUrl: null, isAnonymous: false });
export const anonymousActor = { name: 'Anonymous', avatarUrl: null, isAnonymous: true };

/** Payloads as each publisher's contract records them (feed, events, marketplace). */
export const recordedPayloads = {
  postCommented: (postOwnerId: string, commenter: object, overrides: Record<string, unknown> = {}) => ({
    postId: 'Post0000001',
    postTitle: 'Best canteen on campus?',
    scope: 'CAMPUS',
    universityId: 'uniAlpha001',
    communityId: null,
    commentId: newId(),
    postOwnerId,
    commenter,
    excerpt: 'The one near the library',
    ...overrides,
  }),
  feedCommentReplied: (parentOwnerId: string, replier: object) => ({
    postId: 'Post0000001',
    postTitle: 'Best canteen on campus?',
    scope: 'PUBLIC',
    universityId: null,
    communityId: null,
    commentId: newId(),
    parentCommentId: 'Comment0001',
    parentOwnerId,
    replier,
    excerpt: 'Agreed',
  }),
  eventCommentReplied: (parentOwnerId: string, replier: object) => ({
    category: 'COMMENT',
    target: 'event',
    eventId: 'Event000001',
    universityId: 'uniAlpha001',
    eventTitle: 'Hackathon',
    commentId: newId(),
    parentCommentId: 'Comment0002',
    parentOwnerId,
    replier,
    excerpt: 'See you there',
  }),
  eventCommented: (eventOwnerId: string, commenter: object) => ({
    category: 'EVENT',
    eventId: 'Event000001',
    universityId: 'uniAlpha001',
    eventTitle: 'Hackathon',
    commentId: newId(),
    eventOwnerId,
    commenter,
    excerpt: 'Is there food?',
  }),
  waitlistPromoted: (userId: string) => ({
    category: 'EVENT',
    eventId: 'Event000001',
    universityId: 'uniAlpha001',
    eventTitle: 'Hackathon',
    userId,
    startsAt: '2026-12-01T10:00:00+05:30',
    startsAtFormatted: 'Dec 1, 2026, 10:00 AM IST',
  }),
  reminder: (userId: string, kind: '24h' | '1h') => ({
    category: 'EVENT',
    eventId: 'Event000001',
    universityId: 'uniAlpha001',
    eventTitle: 'Hackathon',
    userId,
    kind,
    startsAt: '2026-12-01T10:00:00+05:30',
    startsAtFormatted: 'Dec 1, 2026, 10:00 AM IST',
    location: 'Main hall',
  }),
  listingCommented: (listingOwnerId: string, commenter: object) => ({
    category: 'MARKETPLACE',
    listingId: 'Listing0001',
    universityId: 'uniAlpha001',
    listingTitle: 'Cycle for sale',
    commentId: newId(),
    listingOwnerId,
    commenter,
    excerpt: 'Still available?',
  }),
};

/** Delivers an event as a publisher's outbox does (service token, `x-event-id`); answers the delivery. */
export async function deliverEvent(
  app: Express,
  type: NotificationSourceEventType | string,
  payload: unknown,
  id: string = newId(),
): Promise<request.Response> {
  return request(app)
    .post(NOTIFICATIONS_INTERNAL_PATHS.events)
    .set('authorization', await testServiceAuth('feed').authorization())
    .set('x-event-id', id)
    .send({ id, type, payload, occurredAt: new Date().toISOString() });
}

/** What `npm run announce` does: POST /internal/announcements with a service token. */
export async function publishAnnouncement(
  app: Express,
  body: Record<string, unknown>,
): Promise<request.Response> {
  return request(app)
    .post(NOTIFICATIONS_INTERNAL_PATHS.announcements)
    .set('authorization', await testServiceAuth('notifications-cli').authorization())
    .send(body);
}
