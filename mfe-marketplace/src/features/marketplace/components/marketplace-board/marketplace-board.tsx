import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MARKETPLACE_TAB_TEXTS as T, type Listing } from '@campusloop/contracts';
import { useItemDialogs } from '@campusloop/owned-item-web';
import { AccessRequired, Button, FloatingActionButton, Loading, PageSection } from '@campusloop/ui';
import { hasCampusAccess, selectCurrentUser, useAppSelector } from '@campusloop/web-platform';
import {
  NO_SEARCH,
  type ListingListKey,
  type ListingScope,
  type ListingSearch,
} from '../../api/listing-lists';
import { useAutoOpenListing, type AutoOpenRequest } from '../../hooks/use-auto-open-listing';
import { useListingList } from '../../hooks/use-listing-list';
import { ListingFilters } from '../listing-filters/listing-filters';
import { ListingGrid } from '../listing-grid/listing-grid';

// The dialogs (with the zod schemas the listing form and the question box validate with) load when one
// opens, not with the grid, so the Marketplace tab's first screen carries no zod (issue 30, as mfe-feed's
// post dialogs).
const ListingDetailsDialog = lazy(async () => ({
  default: (await import('../listing-details-dialog/listing-details-dialog')).ListingDetailsDialog,
}));
const ListingFormDialog = lazy(async () => ({
  default: (await import('../listing-form-dialog/listing-form-dialog')).ListingFormDialog,
}));

function MarketplaceAccessRequired() {
  const navigate = useNavigate();
  return (
    <AccessRequired
      message={T.accessRequiredText}
      action={<Button onClick={() => navigate('/profile')}>Go to Profile</Button>}
    />
  );
}

/** The empty state's hint (spec §2): all listings, mine with sold shown, mine without, or a search. */
function emptyHint(key: ListingListKey): string {
  if (key.scope === 'mine') return key.hideSold ? T.emptyMineUnsoldHint : T.emptyMineHint;
  const searching = key.search.q.trim() || key.search.minPrice.trim() || key.search.maxPrice.trim();
  return searching ? T.emptySearchHint : T.emptyAllHint;
}

function ListingListView({
  listKey,
  onOpen,
}: {
  listKey: ListingListKey;
  onOpen: (listing: Listing) => void;
}) {
  const list = useListingList(listKey);
  return (
    <ListingGrid
      list={list}
      emptyHint={emptyHint(listKey)}
      onOpen={onOpen}
      forbidden={<MarketplaceAccessRequired />}
    />
  );
}

export type MarketplaceBoardProps = {
  /** A listing to open (a deep link or a notification); a new object per request. */
  autoOpen?: AutoOpenRequest;
};

/**
 * The Marketplace tab (spec §2): Campus Marketplace for verified students of the user's university —
 * All Listings / My Listings (with 'Show sold items'), the price/sort/word bar (beyond the spec), the
 * card grid with paging, the floating Create Listing button, Listing Details (also opened by a deep
 * link) and the listing form. Others see Access Required.
 */
export function MarketplaceBoard({ autoOpen }: MarketplaceBoardProps) {
  const user = useAppSelector(selectCurrentUser);
  const access = hasCampusAccess(user);
  const universityId = access ? (user?.universityId ?? null) : null;
  const [scope, setScope] = useState<ListingScope>('all');
  const [showSold, setShowSold] = useState(true);
  const [search, setSearch] = useState<ListingSearch>(NO_SEARCH);
  const dialogs = useItemDialogs<Listing>();
  const { details, form } = dialogs;

  const key = useMemo<ListingListKey | null>(
    () =>
      universityId
        ? {
            scope,
            universityId,
            hideSold: scope === 'all' ? true : !showSold,
            search: scope === 'all' ? search : NO_SEARCH,
          }
        : null,
    [scope, universityId, showSold, search],
  );

  useAutoOpenListing(autoOpen, universityId, dialogs.openDetails, dialogs.showOpenError);

  if (!access || !universityId || !key) {
    return (
      <PageSection title={T.header}>
        <MarketplaceAccessRequired />
      </PageSection>
    );
  }

  return (
    <PageSection title={T.header}>
      <ListingFilters
        scope={scope}
        onScope={setScope}
        showSold={showSold}
        onShowSold={setShowSold}
        search={search}
        onSearch={setSearch}
      />
      {/* One hook per list: a refused search never shows the previous list's cards as its own. */}
      <ListingListView key={JSON.stringify(key)} listKey={key} onOpen={dialogs.openDetails} />
      <FloatingActionButton label={T.createListing} icon="+" onClick={dialogs.create} />
      {details && (
        <Suspense fallback={<Loading />}>
          <ListingDetailsDialog
            universityId={universityId}
            listingId={details.id}
            {...(details.initial ? { initial: details.initial } : {})}
            onClose={dialogs.closeDetails}
            onEdit={dialogs.edit}
          />
        </Suspense>
      )}
      {form && (
        <Suspense fallback={<Loading />}>
          <ListingFormDialog
            universityId={universityId}
            onClose={dialogs.closeForm}
            {...(form.mode === 'edit' ? { listing: form.item } : { list: key })}
          />
        </Suspense>
      )}
    </PageSection>
  );
}
