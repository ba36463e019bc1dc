import type { ReactNode } from 'react';
import { EVENTS_TAB_TEXTS, type CampusEvent } from '@campusloop/contracts';
import { OwnedItemGrid } from '@campusloop/owned-item-web';
import { EmptyState } from '@campusloop/ui';
import type { EventWhen } from '../../api/event-lists';
import type { EventList } from '../../hooks/use-event-list';
import { EventCard } from '../event-card/event-card';

type EventGridProps = {
  list: EventList;
  when: EventWhen;
  onOpen: (event: CampusEvent) => void;
  onToggleRsvp: (event: CampusEvent) => void;
  /** Replaces the error panel when the list answers 403 (Access Required). */
  forbidden: ReactNode;
};

const EMPTY: Record<EventWhen, { title: string; message: string }> = {
  upcoming: { title: EVENTS_TAB_TEXTS.upcomingEmpty, message: EVENTS_TAB_TEXTS.upcomingEmptyHint },
  past: { title: EVENTS_TAB_TEXTS.pastEmpty, message: EVENTS_TAB_TEXTS.pastEmptyHint },
};

/** One list of events as a card grid (spec §2): loading, error, empty, 'Showing n … events', Load More Events, the end line. */
export function EventGrid({ list, when, onOpen, onToggleRsvp, forbidden }: EventGridProps) {
  return (
    <OwnedItemGrid
      list={list}
      label={when === 'upcoming' ? 'Upcoming events' : 'Past events'}
      loadingLabel="Loading events..."
      empty={<EmptyState title={EMPTY[when].title} message={EMPTY[when].message} />}
      forbidden={forbidden}
      loadMoreLabel={EVENTS_TAB_TEXTS.loadMore}
      endMessage={EVENTS_TAB_TEXTS.end(when)}
      showing={EVENTS_TAB_TEXTS.showing(list.items.length, when)}
      renderCard={(event) => <EventCard event={event} onOpen={onOpen} onToggleRsvp={onToggleRsvp} />}
    />
  );
}
