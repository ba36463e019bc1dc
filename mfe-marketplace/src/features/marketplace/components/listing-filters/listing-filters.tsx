import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LISTING_SORTS, MARKETPLACE_TAB_TEXTS as T, type ListingSort } from '@campusloop/contracts';
import { Button, SegmentBar, ToggleChoices } from '@campusloop/ui';
import { NO_SEARCH, type ListingScope, type ListingSearch } from '../../api/listing-lists';

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
  }
`;

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input,
  select {
    min-height: 40px;
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  input[type='number'] {
    width: 110px;
  }
`;

const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

const SCOPES = [
  { value: 'all', label: T.allListings },
  { value: 'mine', label: T.myListings },
] as const;

type ListingFiltersProps = {
  scope: ListingScope;
  onScope: (scope: ListingScope) => void;
  showSold: boolean;
  onShowSold: (show: boolean) => void;
  search: ListingSearch;
  onSearch: (search: ListingSearch) => void;
};

/**
 * Spec §2: All Listings / My Listings and, in My Listings, 'Show sold items' (default on). Beyond the
 * spec, in All Listings: a price range, a sort and words, applied with Apply (Clear resets them).
 */
export function ListingFilters({
  scope,
  onScope,
  showSold,
  onShowSold,
  search,
  onSearch,
}: ListingFiltersProps) {
  const [draft, setDraft] = useState<ListingSearch>(search);
  const set = (field: keyof ListingSearch) => (change: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: change.target.value });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <>
      <SegmentBar>
        <ToggleChoices<ListingScope>
          label="Show listings"
          options={SCOPES}
          value={scope}
          onChange={onScope}
        />
        {scope === 'mine' && (
          <Check>
            <input
              type="checkbox"
              checked={showSold}
              onChange={(change) => onShowSold(change.target.checked)}
            />
            {T.showSold}
          </Check>
        )}
      </SegmentBar>
      {scope === 'all' && (
        <Search role="search" aria-label="Find listings" onSubmit={apply}>
          <label>
            Search
            <input
              type="search"
              value={draft.q}
              maxLength={100}
              placeholder="e.g. textbook"
              onChange={set('q')}
            />
          </label>
          <label>
            Min price
            <input
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={draft.minPrice}
              onChange={set('minPrice')}
            />
          </label>
          <label>
            Max price
            <input
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={draft.maxPrice}
              onChange={set('maxPrice')}
            />
          </label>
          <label>
            Sort
            <select value={draft.sort} onChange={set('sort')}>
              {LISTING_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary">
            Apply
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_SEARCH);
              onSearch(NO_SEARCH);
            }}
          >
            Clear
          </Button>
        </Search>
      )}
    </>
  );
}
