import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

/** A row above a list: filter groups on the left, tabs or options on the right (wraps on narrow screens). */
export const SegmentBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A pill-shaped group of segment buttons. */
export const SegmentGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** One button of a segment group; `$on` fills the chosen one. */
export const SegmentButton = styled.button<{ $on: boolean }>`
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

/** The selected list under a tab strip. */
export const TabPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export type SegmentOption<T extends string> = { value: T; label: string };

export type ToggleChoicesProps<T extends string> = {
  /** The group's accessible name ('Show events'). */
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
};

/** A filter of toggle buttons (aria-pressed), one of them on: All … / My … */
export function ToggleChoices<T extends string>({ label, options, value, onChange }: ToggleChoicesProps<T>) {
  return (
    <SegmentGroup role="group" aria-label={label}>
      {options.map((option) => (
        <SegmentButton
          key={option.value}
          type="button"
          $on={value === option.value}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </SegmentButton>
      ))}
    </SegmentGroup>
  );
}

/** The ids a tab strip and its panel share (`idBase` from useId). */
export const tabIds = (idBase: string, value: string) => ({
  tab: `${idBase}-tab-${value}`,
  panel: `${idBase}-panel`,
});

export type TabStripProps<T extends string> = {
  /** The tablist's accessible name ('Event lists'). */
  label: string;
  tabs: readonly SegmentOption<T>[];
  current: T;
  onChange: (value: T) => void;
  /** From useId; the panel is `tabIds(idBase, current).panel`, labelled by the current tab. */
  idBase: string;
};

/**
 * Tabs (WAI-ARIA tab pattern): the current one is the Tab stop, arrow keys move to the previous/next
 * tab (wrapping), Home/End to the first/last, and moving selects.
 */
export function TabStrip<T extends string>({ label, tabs, current, onChange, idBase }: TabStripProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement | null>());
  const onKeyDown = (key: KeyboardEvent) => {
    if (key.key !== 'ArrowLeft' && key.key !== 'ArrowRight' && key.key !== 'Home' && key.key !== 'End')
      return;
    key.preventDefault();
    const at = tabs.findIndex((tab) => tab.value === current);
    const index =
      key.key === 'Home'
        ? 0
        : key.key === 'End'
          ? tabs.length - 1
          : (at + (key.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    const next = tabs[index]?.value;
    if (next === undefined) return;
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <SegmentGroup role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <SegmentButton
          key={tab.value}
          ref={(element) => {
            buttons.current.set(tab.value, element);
          }}
          type="button"
          role="tab"
          id={tabIds(idBase, tab.value).tab}
          aria-selected={current === tab.value}
          aria-controls={tabIds(idBase, tab.value).panel}
          tabIndex={current === tab.value ? 0 : -1}
          $on={current === tab.value}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </SegmentButton>
      ))}
    </SegmentGroup>
  );
}
