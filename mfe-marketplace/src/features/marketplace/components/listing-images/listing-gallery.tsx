import { useState } from 'react';
import styled from 'styled-components';
import { MARKETPLACE_TAB_TEXTS as T, type Listing } from '@campusloop/contracts';
import { Button, ImageGallery, Lightbox, toGalleryImages } from '@campusloop/ui';
import { ListingCover } from './listing-cover';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: end;
  & > :first-child {
    justify-self: stretch;
  }
`;

/**
 * The details' pictures (spec §2): one image with previous/next and its counter, a click or View All
 * opens the lightbox (arrow keys, Escape); the No Image placeholder when there is none.
 */
export function ListingGallery({ listing, title }: { listing: Pick<Listing, 'media'>; title: string }) {
  const [viewAll, setViewAll] = useState<number | null>(null);
  const images = toGalleryImages({ title, media: listing.media });
  if (images.length === 0) return <ListingCover media={[]} title={title} height={200} />;
  return (
    <Column>
      <ImageGallery images={images} layout="single" label={`${title} images`} />
      {images.length > 1 && (
        <Button variant="ghost" onClick={() => setViewAll(0)}>
          {T.viewAll} ({images.length})
        </Button>
      )}
      <Lightbox images={images} index={viewAll} onClose={() => setViewAll(null)} />
    </Column>
  );
}
