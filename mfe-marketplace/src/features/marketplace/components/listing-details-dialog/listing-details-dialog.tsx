import { useCallback } from 'react';
import styled from 'styled-components';
import { LISTING_MESSAGES, MARKETPLACE_TAB_TEXTS as T, REPORT_TEXTS, type Listing } from '@campusloop/contracts';
import {
  BlockUserAction,
  DetailsActions,
  DetailsArticle,
  DetailsContent,
  DetailsFrame,
  ReportAction,
  useDeleteConfirmation,
} from '@campusloop/owned-item-web';
import { Avatar, Button, OwnerActions, RelativeTime, UserText } from '@campusloop/ui';
import { useBlockSellerMutation } from '../../api/listing-block-api';
import { useReportListingMutation } from '../../api/listing-report-api';
import { useGetListingQuery } from '../../api/marketplace-api';
import { useListingActions } from '../../hooks/use-listing-actions';
import { priceText } from '../../model/listing-view';
import { ListingBadges } from '../listing-images/listing-badges';
import { ListingDiscussion } from '../listing-discussion/listing-discussion';
import { ListingGallery } from '../listing-images/listing-gallery';

type ListingDetailsDialogProps = {
  universityId: string;
  listingId: string;
  /** What the list already knows, shown until the listing's own request answers. */
  initial?: Listing;
  onClose: () => void;
  onEdit: (listing: Listing) => void;
};

const PriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Seller = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Spec §2 Listing Details: the image with its counter and View All, title (fallback Untitled
 * Listing), price, Listed time, 'Listed by' (fallback Unknown), SOLD or Available, Description,
 * Contact Details & Notes, the seller's actions (Mark as Sold / Mark as Available, Edit only while not
 * sold, Delete with the spec's confirmation), Report and 'Block user' (the seller; after it the listing is
 * gone for the viewer, so the dialog closes back to the list) for everyone else (issue 28) and the
 * Discussion (n) of questions.
 */
export function ListingDetailsDialog({
  universityId,
  listingId,
  initial,
  onClose,
  onEdit,
}: ListingDetailsDialogProps) {
  const { data, error, isLoading, refetch } = useGetListingQuery({ universityId, listingId });
  const listing = data ?? initial;
  const { toggleSold, deleteListing, soldBusy, deleting } = useListingActions();
  const [reportListing] = useReportListingMutation();
  const [blockSeller] = useBlockSellerMutation();
  const confirmation = useDeleteConfirmation(
    useCallback(async () => (listing ? deleteListing(listing) : false), [deleteListing, listing]),
    onClose,
  );

  return (
    <DetailsFrame
      title={T.detailsTitle}
      onClose={onClose}
      confirmation={confirmation}
      deleting={deleting}
      deleteMessage={LISTING_MESSAGES.deleteConfirm}
    >
      <DetailsContent
        item={listing}
        isLoading={isLoading}
        error={error}
        refetch={refetch}
        loadingLabel="Loading listing..."
        errorTitle={T.detailsFailed}
      >
        {(listing) => {
          const title = listing.title || T.untitled;
          const seller = listing.seller.name || T.unknownSeller;
          return (
            <DetailsArticle aria-label={title}>
              <ListingGallery listing={listing} title={title} />
              <h3>{title}</h3>
              <PriceRow>
                <span>{priceText(listing.price)}</span>
                <ListingBadges listing={listing} showAvailable />
              </PriceRow>
              <Seller>
                <span>
                  {T.listed} <RelativeTime value={listing.createdAt} />
                </span>
                <span>·</span>
                <span>{T.listedBy}</span>
                <Avatar name={seller} src={listing.seller.avatarUrl} size={24} />
                <span>{seller}</span>
              </Seller>
              <section aria-label={T.description}>
                <h4>{T.description}</h4>
                <UserText>{listing.description}</UserText>
              </section>
              <section aria-label={T.notes}>
                <h4>{T.notes}</h4>
                <UserText>{listing.notes}</UserText>
              </section>
              {listing.isOwner && (
                <DetailsActions>
                  <Button variant="secondary" loading={soldBusy} onClick={() => void toggleSold(listing)}>
                    {listing.sold ? T.markAvailable : T.markSold}
                  </Button>
                  <OwnerActions
                    label="Seller actions"
                    {...(!listing.sold ? { onEdit: () => onEdit(listing) } : {})}
                    onDelete={confirmation.ask}
                  />
                </DetailsActions>
              )}
              {!listing.isOwner && (
                <DetailsActions>
                  <ReportAction
                    title={REPORT_TEXTS.titles.listing}
                    send={(body) => reportListing({ universityId: listing.universityId, listingId: listing.id, body }).unwrap()}
                  />
                  <BlockUserAction
                    name={seller}
                    block={() => blockSeller({ userId: listing.seller.id }).unwrap()}
                    onBlocked={onClose}
                  />
                </DetailsActions>
              )}
              <ListingDiscussion listing={listing} />
            </DetailsArticle>
          );
        }}
      </DetailsContent>
    </DetailsFrame>
  );
}
