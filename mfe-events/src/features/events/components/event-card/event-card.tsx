import styled from 'styled-components';
import { EVENTS_TAB_TEXTS, eventTiming, type CampusEvent } from '@campusloop/contracts';
import { BlockedMarker, OwnedItemCard, OwnedItemCardFooter } from '@campusloop/owned-item-web';
import { formatEventRange } from '../../model/ist-time';
import { attendingText } from '../../model/rsvp-state';
import { EventCover } from '../event-cover/event-cover';
import { LiveBadge } from '../live-badge/live-badge';
import { RsvpButton } from '../rsvp-button/rsvp-button';

const Badge = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.lg};
  left: ${({ theme }) => theme.space.lg};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

type EventCardProps = {
  event: CampusEvent;
  onOpen: (event: CampusEvent) => void;
  onToggleRsvp: (event: CampusEvent) => void;
};

/** An event in the grid (spec §2): cover, LIVE badge, title, IST range, place, attendance, RSVP; opens the details. */
export function EventCard({ event, onOpen, onToggleRsvp }: EventCardProps) {
  const title = event.title || EVENTS_TAB_TEXTS.untitled;
  const live = eventTiming(new Date(event.startsAt), new Date(event.endsAt), new Date()) === 'live';
  return (
    <OwnedItemCard
      title={title}
      onOpen={() => onOpen(event)}
      header={
        <>
          <EventCover cover={event.coverImage} title={title} height={140} />
          {(live || event.blocked) && (
            <Badge>
              {live && <LiveBadge />}
              <BlockedMarker blocked={event.blocked} />
            </Badge>
          )}
        </>
      }
    >
      <Facts>
        <dt>When</dt>
        <dd>{formatEventRange(event) ?? EVENTS_TAB_TEXTS.dateUnavailable}</dd>
        <dt>Where</dt>
        <dd>{event.location || EVENTS_TAB_TEXTS.locationUnknown}</dd>
      </Facts>
      <OwnedItemCardFooter>
        <span>{attendingText(event)}</span>
        <RsvpButton event={event} variant="card" onToggle={onToggleRsvp} />
      </OwnedItemCardFooter>
    </OwnedItemCard>
  );
}
