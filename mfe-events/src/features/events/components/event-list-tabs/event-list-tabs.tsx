import { useId, type ReactNode } from 'react';
import { EVENTS_TAB_TEXTS } from '@campusloop/contracts';
import { SegmentBar, TabPanel, TabStrip, ToggleChoices, tabIds } from '@campusloop/ui';
import type { EventScope, EventWhen } from '../../api/event-lists';

type EventListTabsProps = {
  scope: EventScope;
  onScope: (scope: EventScope) => void;
  when: EventWhen;
  onWhen: (when: EventWhen) => void;
  /** Totals of each list; null while unknown. */
  counts: Record<EventWhen, number | null>;
  children: ReactNode;
};

const WHENS: readonly EventWhen[] = ['upcoming', 'past'];

const SCOPES = [
  { value: 'all', label: EVENTS_TAB_TEXTS.allEvents },
  { value: 'mine', label: EVENTS_TAB_TEXTS.myEvents },
] as const;

/** 'Upcoming Events (n)' / 'Past Events (n)'; without a number until the list has answered (never a wrong 0). */
function tabLabel(when: EventWhen, count: number | null): string {
  if (count === null) return when === 'upcoming' ? 'Upcoming Events' : 'Past Events';
  return when === 'upcoming' ? EVENTS_TAB_TEXTS.upcomingTab(count) : EVENTS_TAB_TEXTS.pastTab(count);
}

/**
 * Spec §2: the All Events / My Events filter (toggle buttons) and the 'Upcoming Events (n)' /
 * 'Past Events (n)' tabs (arrow keys move between them), around the selected list.
 */
export function EventListTabs({ scope, onScope, when, onWhen, counts, children }: EventListTabsProps) {
  const baseId = useId();
  const ids = tabIds(baseId, when);
  return (
    <>
      <SegmentBar>
        <ToggleChoices<EventScope> label="Show events" options={SCOPES} value={scope} onChange={onScope} />
        <TabStrip
          label="Event lists"
          tabs={WHENS.map((item) => ({ value: item, label: tabLabel(item, counts[item]) }))}
          current={when}
          onChange={onWhen}
          idBase={baseId}
        />
      </SegmentBar>
      <TabPanel role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {children}
      </TabPanel>
    </>
  );
}
