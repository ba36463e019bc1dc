import { EmptyState, PageSection } from '@campusloop/ui';

/** Exposed as mfe_events/Events: Campus Events (upcoming first). */
export function EventsTab() {
  return (
    <PageSection title="Campus Events">
      <EmptyState title="No upcoming events" message="Be the first to create an event for your campus community!" />
    </PageSection>
  );
}

export default EventsTab;
