import styled from 'styled-components';
import { MARKETPLACE_TAB_TEXTS as T, type Listing } from '@campusloop/contracts';

const Badge = styled.span<{ $tone: 'sold' | 'blocked' | 'available' }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.02em;
  color: #fff;
  background: ${({ $tone, theme }) =>
    $tone === 'available' ? theme.colors.success : $tone === 'blocked' ? theme.colors.danger : '#374151'};
`;

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** SOLD and BLOCKED on cards; in the details SOLD or Available (spec §2). BLOCKED reaches only its seller. */
export function ListingBadges({
  listing,
  showAvailable = false,
}: {
  listing: Pick<Listing, 'sold' | 'blocked'>;
  showAvailable?: boolean;
}) {
  if (!listing.sold && !listing.blocked && !showAvailable) return null;
  return (
    <Row>
      {listing.sold ? (
        <Badge $tone="sold">{T.sold}</Badge>
      ) : (
        showAvailable && <Badge $tone="available">{T.available}</Badge>
      )}
      {listing.blocked && <Badge $tone="blocked">{T.blocked}</Badge>}
    </Row>
  );
}
