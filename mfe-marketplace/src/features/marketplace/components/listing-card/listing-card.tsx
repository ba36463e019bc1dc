import styled from 'styled-components';
import { MARKETPLACE_TAB_TEXTS as T, type Listing } from '@campusloop/contracts';
import { OwnedItemCard, OwnedItemCardFooter } from '@campusloop/owned-item-web';
import { Button, RelativeTime } from '@campusloop/ui';
import { cardDescription, priceText } from '../../model/listing-view';
import { ListingBadges } from '../listing-images/listing-badges';
import { ListingCover } from '../listing-images/listing-cover';

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Footer = styled(OwnedItemCardFooter)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A listing in the grid (spec §2): first image +n, price, SOLD/BLOCKED, description, seller, Listed time, View Details. */
export function ListingCard({ listing, onOpen }: { listing: Listing; onOpen: (listing: Listing) => void }) {
  const title = listing.title || T.untitled;
  return (
    <OwnedItemCard
      title={title}
      onOpen={() => onOpen(listing)}
      header={<ListingCover media={listing.media} title={title} />}
    >
      <Price>
        <span>{priceText(listing.price)}</span>
        <ListingBadges listing={listing} />
      </Price>
      <Description>{cardDescription(listing.description)}</Description>
      <Footer>
        <span>
          {listing.seller.name || T.unknownSeller} · {T.listed} <RelativeTime value={listing.createdAt} />
        </span>
        <Button
          variant="secondary"
          aria-label={`${T.viewDetails}: ${title}`}
          onClick={(click) => {
            click.stopPropagation();
            onOpen(listing);
          }}
        >
          {T.viewDetails}
        </Button>
      </Footer>
    </OwnedItemCard>
  );
}
