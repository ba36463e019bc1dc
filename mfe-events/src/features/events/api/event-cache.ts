import type { CampusEvent } from '@campusloop/contracts';
import { undoAll, type CacheTools, type Undo } from '@campusloop/web-platform';
import type { EventListKey, EventRef } from './event-lists';
import { eventsApi } from './events-api';

type EventsState = Parameters<typeof eventsApi.util.selectCachedArgsForQuery>[0];

function cachedLists(tools: CacheTools): EventListKey[] {
  return eventsApi.util.selectCachedArgsForQuery(tools.getState() as EventsState, 'getEvents');
}

function cachedDetails(tools: CacheTools, eventId: string): EventRef[] {
  return eventsApi.util
    .selectCachedArgsForQuery(tools.getState() as EventsState, 'getEvent')
    .filter((ref) => ref.eventId === eventId);
}

/**
 * Applies `recipe` to the event wherever it is cached (every list holding it, its details) and gives
 * back the undo. Lists are found by endpoint, not by tag: tags are recorded a moment after the data,
 * and an optimistic change must not miss a list that has just arrived.
 */
export function patchEvent(tools: CacheTools, eventId: string, recipe: (event: CampusEvent) => void): Undo {
  const patches = [
    ...cachedLists(tools).map((key) =>
      tools.dispatch(
        eventsApi.util.updateQueryData('getEvents', key, (draft) => {
          draft.pages.forEach((page) => page.content.filter((event) => event.id === eventId).forEach(recipe));
        }),
      ),
    ),
    ...cachedDetails(tools, eventId).map((ref) => tools.dispatch(eventsApi.util.updateQueryData('getEvent', ref, recipe))),
  ];
  return undoAll(patches);
}

/** Takes the event out of every cached list (counts drop with it); gives back the undo. */
export function removeEventFromLists(tools: CacheTools, eventId: string): Undo {
  const patches = cachedLists(tools).map((key) =>
    tools.dispatch(
      eventsApi.util.updateQueryData('getEvents', key, (draft) => {
        draft.pages.forEach((page) => {
          const before = page.content.length;
          page.content = page.content.filter((event) => event.id !== eventId);
          page.totalElements = Math.max(0, page.totalElements - (before - page.content.length));
        });
      }),
    ),
  );
  return undoAll(patches);
}
