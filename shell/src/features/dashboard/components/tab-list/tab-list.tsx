import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { DashboardTab } from '../../dashboard-tabs';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    overflow-x: auto;
  }
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font: inherit;
  text-align: left;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
  &:hover:not([aria-selected='true']) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab.key}`;
export const TAB_PANEL_ID = 'dashboard-tab-panel';

type TabListProps = {
  tabs: readonly DashboardTab[];
  active: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
};

/** The dashboard's tabs (a vertical list beside the content; a scrolling row on small screens). */
export function TabList({ tabs, active, onSelect }: TabListProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
  }

  return (
    <List role="tablist" aria-label="Dashboard" aria-orientation="vertical" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.key === active.key;
        return (
          <Tab
            key={tab.key}
            id={tabId(tab)}
            role="tab"
            aria-selected={selected}
            aria-controls={TAB_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}
