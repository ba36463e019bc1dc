import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EVENTS_TAB_TEXTS, type CampusEvent } from '@campusloop/contracts';
import { OwnedItemList } from '@campusloop/owned-item-web';
import { EmptyState } from '@campusloop/ui';
import type { EventWhen } from '../../api/event-lists';
import type { EventList } from '../../hooks/use-event-list';
import { EventCard } from '../event-card/event-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    min-width: 0;
  }
  li > article {
    flex: 1;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Showing = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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
    <OwnedItemList
      list={list}
      loadingLabel="Loading events..."
      empty={<EmptyState title={EMPTY[when].title} message={EMPTY[when].message} />}
      forbidden={forbidden}
      loadMoreLabel={EVENTS_TAB_TEXTS.loadMore}
      endMessage={EVENTS_TAB_TEXTS.end(when)}
      footer={<Showing aria-live="polite">{EVENTS_TAB_TEXTS.showing(list.items.length, when)}</Showing>}
    >
      <Grid
        aria-label={when === 'upcoming' ? 'Upcoming events' : 'Past events'}
        aria-busy={list.isLoadingMore}
      >
        {list.items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} onOpen={onOpen} onToggleRsvp={onToggleRsvp} />
          </li>
        ))}
      </Grid>
    </OwnedItemList>
  );
}
