import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { RATING_MESSAGES, type UniversityListItem } from '@campusloop/contracts';
import { searchUniversities, splitOnMatch } from '../../model/search-universities';

const Wrapper = styled.div`
  position: relative;
  max-width: 560px;
`;
const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
const List = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  left: 0;
  right: 0;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;
const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.surfaceMuted : 'transparent')};
  mark {
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

type UniversitySearchProps = {
  universities: readonly UniversityListItem[];
  onSelect: (university: UniversityListItem) => void;
  /** The chosen university's name (the input shows it after a pick). */
  selectedName?: string | undefined;
};

/**
 * Spec §2 search box: an ARIA 1.2 combobox with up to 10 suggestions; ArrowDown/ArrowUp move the
 * active option (wrapping), Enter picks it (or the only/first suggestion), Escape closes the list
 * (a second Escape clears the text); the matching part of each name is highlighted.
 */
export function UniversitySearch({ universities, onSelect, selectedName }: UniversitySearchProps) {
  const listId = useId();
  const [query, setQuery] = useState(selectedName ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A university chosen elsewhere (e.g. after rating one's own) shows in the box too.
  useEffect(() => {
    if (selectedName) setQuery(selectedName);
  }, [selectedName]);
  const suggestions = useMemo(() => searchUniversities(universities, query), [universities, query]);
  const showList = open && suggestions.length > 0;

  const pick = (university: UniversityListItem) => {
    setQuery(university.name);
    setOpen(false);
    setActive(-1);
    onSelect(university);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      const chosen = suggestions[active] ?? (showList ? suggestions[0] : undefined);
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape') {
      if (showList) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  const activeId = showList && active >= 0 ? `${listId}-${active}` : undefined;
  return (
    <Wrapper>
      <Input
        type="search"
        role="combobox"
        aria-label="Search for a University"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        placeholder={RATING_MESSAGES.searchPlaceholder}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <List id={listId} role="listbox" aria-label="University suggestions" hidden={!showList}>
        {showList &&
          suggestions.map((university, index) => {
            const [before, match, after] = splitOnMatch(university.name, query);
            return (
              <Option
                key={university.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(university);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {before}
                {match && <mark>{match}</mark>}
                {after}
              </Option>
            );
          })}
      </List>
    </Wrapper>
  );
}
