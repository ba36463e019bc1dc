import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EVENTS_TAB_TEXTS, type CampusEvent } from '@campusloop/contracts';
import { useItemDialogs } from '@campusloop/owned-item-web';
import { AccessRequired, Button, FloatingActionButton, Loading, PageSection } from '@campusloop/ui';
import { hasCampusAccess, selectCurrentUser, useAppSelector } from '@campusloop/web-platform';
import type { EventListKey, EventScope, EventWhen } from '../../api/event-lists';
import { useAutoOpenEvent, type AutoOpenRequest } from '../../hooks/use-auto-open-event';
import { useEventActions } from '../../hooks/use-event-actions';
import { useEventList } from '../../hooks/use-event-list';
import { CalendarSubscriptionDialog } from '../calendar-actions/calendar-subscription-dialog';
import { EventGrid } from '../event-grid/event-grid';
import { EventListTabs } from '../event-list-tabs/event-list-tabs';

// The dialogs (with the zod schemas the event form and the comment box validate with) load when one opens,
// not with the grid, so the Events tab's first screen carries no zod (issue 30, as mfe-feed's post dialogs).
const EventDetailsDialog = lazy(async () => ({
  default: (await import('../event-details-dialog/event-details-dialog')).EventDetailsDialog,
}));
const EventFormDialog = lazy(async () => ({
  default: (await import('../event-form-dialog/event-form-dialog')).EventFormDialog,
}));

function EventsAccessRequired() {
  const navigate = useNavigate();
  return (
    <AccessRequired
      message={EVENTS_TAB_TEXTS.accessRequiredText}
      action={<Button onClick={() => navigate('/profile')}>Go to Profile</Button>}
    />
  );
}

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
  const dialogs = useItemDialogs<CampusEvent>();
  const { details, form } = dialogs;
  const [subscribing, setSubscribing] = useState(false);
  const { toggleRsvp } = useEventActions();

  const keyOf = useCallback(
    (which: EventWhen): EventListKey | null => (universityId ? { scope, when: which, universityId } : null),
    [scope, universityId],
  );
  const upcoming = useEventList(useMemo(() => keyOf('upcoming'), [keyOf]));
  const past = useEventList(useMemo(() => keyOf('past'), [keyOf]));
  const list = when === 'upcoming' ? upcoming : past;

  useAutoOpenEvent(autoOpen, universityId, dialogs.openDetails, dialogs.showOpenError);

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
          onOpen={dialogs.openDetails}
          onToggleRsvp={(event) => void toggleRsvp(event)}
          forbidden={<EventsAccessRequired />}
        />
      </EventListTabs>
      <FloatingActionButton label={EVENTS_TAB_TEXTS.createEvent} icon="+" onClick={dialogs.create} />
      {details && universityId && (
        <Suspense fallback={<Loading />}>
          <EventDetailsDialog
            universityId={universityId}
            eventId={details.id}
            {...(details.initial ? { initial: details.initial } : {})}
            onClose={dialogs.closeDetails}
            onEdit={dialogs.edit}
            onSubscribe={() => setSubscribing(true)}
          />
        </Suspense>
      )}
      {form && (
        <Suspense fallback={<Loading />}>
          <EventFormDialog
            universityId={universityId}
            onClose={dialogs.closeForm}
            {...(form.mode === 'edit' ? { event: form.item } : { onSaved: dialogs.openDetails })}
          />
        </Suspense>
      )}
      {subscribing && <CalendarSubscriptionDialog onClose={() => setSubscribing(false)} />}
    </PageSection>
  );
}
