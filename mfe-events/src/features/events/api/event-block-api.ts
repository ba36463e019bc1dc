import type { BlockedUser } from '@campusloop/contracts';
import { blockUserRequest, dropBlockedAuthor } from '@campusloop/owned-item-web';
import { eventCache } from './event-cache';
import { eventsApi } from './events-api';

/**
 * 'Block user' for an event's organizer (identity's `PUT /users/me/blocks/{userId}`, issue 28): their
 * events leave every cached list at once; the lists are read again once the block has reached the events
 * service (owned-item-web's `dropBlockedAuthor`).
 */
export const eventBlockApi = eventsApi.injectEndpoints({
  endpoints: (build) => ({
    blockOrganizer: build.mutation<BlockedUser, { userId: string }>({
      query: ({ userId }) => blockUserRequest(userId),
      onQueryStarted: ({ userId }, tools) =>
        dropBlockedAuthor(tools, eventCache, userId, (event) => event.author.id, () =>
          tools.dispatch(eventsApi.util.invalidateTags(['EventList'])),
        ),
    }),
  }),
});

export const { useBlockOrganizerMutation } = eventBlockApi;
