import type { ReactNode } from 'react';
import { MARKETPLACE_TAB_TEXTS as T, type Listing } from '@campusloop/contracts';
import { OwnedItemGrid } from '@campusloop/owned-item-web';
import { EmptyState } from '@campusloop/ui';
import type { ListingList } from '../../hooks/use-listing-list';
import { ListingCard } from '../listing-card/listing-card';

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
    <OwnedItemGrid
      list={list}
      label="Listings"
      minCardWidth={240}
      loadingLabel="Loading listings..."
      empty={<EmptyState title={T.empty} message={emptyHint} />}
      forbidden={forbidden}
      loadMoreLabel={T.loadMore}
      endMessage={T.end}
      showing={T.showing(list.items.length)}
      renderCard={(listing) => <ListingCard listing={listing} onOpen={onOpen} />}
    />
  );
}
