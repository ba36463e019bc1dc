import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MARKETPLACE_TAB_TEXTS as T, type Listing } from '@campusloop/contracts';
import { OwnedItemList } from '@campusloop/owned-item-web';
import { EmptyState } from '@campusloop/ui';
import type { ListingList } from '../../hooks/use-listing-list';
import { ListingCard } from '../listing-card/listing-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    min-width: 0;
  }
  li > article {
    flex: 1;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Showing = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type ListingGridProps = {
  list: ListingList;
  /** The empty state's hint for this list (all, mine with sold shown, mine without, a search). */
  emptyHint: string;
  onOpen: (listing: Listing) => void;
  /** Replaces the error panel when the list answers 403 (Access Required). */
  forbidden: ReactNode;
};

/** Listings as a card grid (spec §2): loading, error, 'No listings found', 'Showing n listings', Load More Listings, the end line. */
export function ListingGrid({ list, emptyHint, onOpen, forbidden }: ListingGridProps) {
  return (
    <OwnedItemList
      list={list}
      loadingLabel="Loading listings..."
      empty={<EmptyState title={T.empty} message={emptyHint} />}
      forbidden={forbidden}
      loadMoreLabel={T.loadMore}
      endMessage={T.end}
      footer={<Showing aria-live="polite">{T.showing(list.items.length)}</Showing>}
    >
      <Grid aria-label="Listings" aria-busy={list.isLoadingMore}>
        {list.items.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} onOpen={onOpen} />
          </li>
        ))}
      </Grid>
    </OwnedItemList>
  );
}
