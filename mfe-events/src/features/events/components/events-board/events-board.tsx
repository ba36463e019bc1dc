import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EVENTS_TAB_TEXTS, type CampusEvent } from '@campusloop/contracts';
import { AccessRequired, Button, FloatingActionButton, PageSection, useToast } from '@campusloop/ui';
import { hasCampusAccess, selectCurrentUser, useAppSelector } from '@campusloop/web-platform';
import type { EventListKey, EventScope, EventWhen } from '../../api/event-lists';
import { useAutoOpenEvent, type AutoOpenRequest } from '../../hooks/use-auto-open-event';
import { useEventActions } from '../../hooks/use-event-actions';
import { useEventList } from '../../hooks/use-event-list';
import { CalendarSubscriptionDialog } from '../calendar-actions/calendar-subscription-dialog';
import { EventDetailsDialog } from '../event-details-dialog/event-details-dialog';
import { EventFormDialog } from '../event-form-dialog/event-form-dialog';
import { EventGrid } from '../event-grid/event-grid';
import { EventListTabs } from '../event-list-tabs/event-list-tabs';

function EventsAccessRequired() {
  const navigate = useNavigate();
  return (
    <AccessRequired
      message={EVENTS_TAB_TEXTS.accessRequiredText}
      action={<Button onClick={() => navigate('/profile')}>Go to Profile</Button>}
    />
  );
}

type Details = { eventId: string; initial?: CampusEvent };
type Form = { mode: 'create' } | { mode: 'edit'; event: CampusEvent };

export type EventsBoardProps = {
  /** An event to open (a deep link or a notification); a new object per request. */
  autoOpen?: AutoOpenRequest;
};

/**
 * The Events tab (spec §2): Campus Events for verified students of the user's university — All
 * Events / My Events, Upcoming and Past tabs with their counts, the card grid with paging, the
 * floating Create Event button, Event Details (also opened by a deep link) and the event form.
 * Others see Access Required.
 */
export function EventsBoard({ autoOpen }: EventsBoardProps) {
  const user = useAppSelector(selectCurrentUser);
  const access = hasCampusAccess(user);
  const universityId = access ? (user?.universityId ?? null) : null;
  const [scope, setScope] = useState<EventScope>('all');
  const [when, setWhen] = useState<EventWhen>('upcoming');
  const [details, setDetails] = useState<Details | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const toast = useToast();
  const { toggleRsvp } = useEventActions();

  const keyOf = useCallback(
    (which: EventWhen): EventListKey | null => (universityId ? { scope, when: which, universityId } : null),
    [scope, universityId],
  );
  const upcoming = useEventList(useMemo(() => keyOf('upcoming'), [keyOf]));
  const past = useEventList(useMemo(() => keyOf('past'), [keyOf]));
  const list = when === 'upcoming' ? upcoming : past;

  const openEvent = useCallback((event: CampusEvent) => setDetails({ eventId: event.id, initial: event }), []);
  const showOpenError = useCallback((message: string) => toast.show({ tone: 'error', message, duration: 5000 }), [toast]);
  useAutoOpenEvent(autoOpen, universityId, openEvent, showOpenError);

  if (!access) {
    return (
      <PageSection title={EVENTS_TAB_TEXTS.header}>
        <EventsAccessRequired />
      </PageSection>
    );
  }

  return (
    <PageSection
      title={EVENTS_TAB_TEXTS.header}
      actions={
        <Button variant="ghost" onClick={() => setSubscribing(true)}>
          Calendar subscription
        </Button>
      }
    >
      <EventListTabs
        scope={scope}
        onScope={setScope}
        when={when}
        onWhen={setWhen}
        counts={{ upcoming: upcoming.total, past: past.total }}
      >
        <EventGrid
          list={list}
          when={when}
          onOpen={openEvent}
          onToggleRsvp={(event) => void toggleRsvp(event)}
          forbidden={<EventsAccessRequired />}
        />
      </EventListTabs>
      <FloatingActionButton label={EVENTS_TAB_TEXTS.createEvent} icon="+" onClick={() => setForm({ mode: 'create' })} />
      {details && universityId && (
        <EventDetailsDialog
          universityId={universityId}
          eventId={details.eventId}
          {...(details.initial ? { initial: details.initial } : {})}
          onClose={() => setDetails(null)}
          onEdit={(event) => setForm({ mode: 'edit', event })}
          onSubscribe={() => setSubscribing(true)}
        />
      )}
      {form && (
        <EventFormDialog
          universityId={universityId}
          onClose={() => setForm(null)}
          {...(form.mode === 'edit' ? { event: form.event } : { onSaved: openEvent })}
        />
      )}
      {subscribing && <CalendarSubscriptionDialog onClose={() => setSubscribing(false)} />}
    </PageSection>
  );
}
