import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { EVENTS_TAB_TEXTS } from '@campusloop/contracts';
import type { EventScope, EventWhen } from '../../api/event-lists';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Choice = styled.button<{ $on: boolean }>`
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

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
  const tabs = useRef<Record<EventWhen, HTMLButtonElement | null>>({ upcoming: null, past: null });
  const onKeyDown = (key: KeyboardEvent) => {
    if (key.key !== 'ArrowLeft' && key.key !== 'ArrowRight' && key.key !== 'Home' && key.key !== 'End') return;
    key.preventDefault();
    const next: EventWhen =
      key.key === 'Home' ? 'upcoming' : key.key === 'End' ? 'past' : when === 'upcoming' ? 'past' : 'upcoming';
    onWhen(next);
    tabs.current[next]?.focus();
  };
  return (
    <>
      <Bar>
        <Group role="group" aria-label="Show events">
          <Choice type="button" $on={scope === 'all'} aria-pressed={scope === 'all'} onClick={() => onScope('all')}>
            {EVENTS_TAB_TEXTS.allEvents}
          </Choice>
          <Choice type="button" $on={scope === 'mine'} aria-pressed={scope === 'mine'} onClick={() => onScope('mine')}>
            {EVENTS_TAB_TEXTS.myEvents}
          </Choice>
        </Group>
        <Group role="tablist" aria-label="Event lists" onKeyDown={onKeyDown}>
          {WHENS.map((item) => (
            <Choice
              key={item}
              ref={(element) => {
                tabs.current[item] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item}`}
              aria-selected={when === item}
              aria-controls={`${baseId}-panel`}
              tabIndex={when === item ? 0 : -1}
              $on={when === item}
              onClick={() => onWhen(item)}
            >
              {tabLabel(item, counts[item])}
            </Choice>
          ))}
        </Group>
      </Bar>
      <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${when}`}>
        {children}
      </Panel>
    </>
  );
}
