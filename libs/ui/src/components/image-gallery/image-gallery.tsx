import { useState, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { SafeImage } from '../../upload/safe-image';
import { Lightbox, type GalleryImage } from '../lightbox/lightbox';

export type ImageGalleryProps = {
  images: readonly GalleryImage[];
  /** 'grid': a masonry of up to `maxVisible` tiles with '+N' on the last; 'single': one image with previous/next and a counter. */
  layout?: 'grid' | 'single';
  /** Tiles shown in the grid (spec §9: post masonry at most 4). */
  maxVisible?: number;
  /** What the images belong to, for screen readers (e.g. the post title). */
  label?: string;
};

const Grid = styled.div<{ $tiles: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: ${({ $tiles }) => ($tiles === 1 ? '1fr' : '1fr 1fr')};
  grid-auto-rows: ${({ $tiles }) => ($tiles === 1 ? 'minmax(160px, 360px)' : '160px')};
  ${({ $tiles }) =>
    $tiles === 3 &&
    css`
      & > :first-child {
        grid-row: span 2;
      }
    `}
  ${({ theme }) => theme.media.mobile} {
    grid-auto-rows: ${({ $tiles }) => ($tiles === 1 ? 'minmax(140px, 280px)' : '120px')};
  }
`;

const Tile = styled.button`
  position: relative;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: zoom-in;
  img,
  [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: flex;
  }
`;

const More = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(17, 24, 39, 0.55);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Single = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${Tile} {
    height: 280px;
  }
`;

const Nav = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  button {
    min-width: 40px;
    min-height: 40px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/** Spec §2 image gallery (grid with '+N', or single with previous/next and a counter); a click opens the lightbox. */
export function ImageGallery({
  images,
  layout = 'grid',
  maxVisible = 4,
  label = 'Images',
}: ImageGalleryProps) {
  const [opened, setOpened] = useState<number | null>(null);
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return null;
  const count = images.length;
  const name = (index: number) => `Open image ${index + 1} of ${count}`;
  // A gallery often sits inside something clickable (a post card): the click is the gallery's alone.
  const open = (event: MouseEvent, index: number) => {
    event.stopPropagation();
    setOpened(index);
  };

  if (layout === 'single') {
    const image = images[Math.min(current, count - 1)] as GalleryImage;
    return (
      <Single role="group" aria-label={label}>
        <Tile type="button" aria-label={name(current)} onClick={(event) => open(event, current)}>
          <SafeImage src={image.url} alt={image.alt ?? ''} />
        </Tile>
        {count > 1 && (
          <Nav>
            <button
              type="button"
              aria-label="Previous image"
              disabled={current === 0}
              onClick={() => setCurrent(current - 1)}
            >
              ‹
            </button>
            <span>{`${current + 1} / ${count}`}</span>
            <button
              type="button"
              aria-label="Next image"
              disabled={current >= count - 1}
              onClick={() => setCurrent(current + 1)}
            >
              ›
            </button>
          </Nav>
        )}
        <Lightbox images={images} index={opened} onClose={() => setOpened(null)} />
      </Single>
    );
  }

  const visible = images.slice(0, maxVisible);
  const hidden = count - visible.length;
  return (
    <>
      <Grid role="group" aria-label={label} $tiles={visible.length}>
        {visible.map((image, index) => (
          <Tile key={image.id} type="button" aria-label={name(index)} onClick={(event) => open(event, index)}>
            <SafeImage src={image.url} alt={image.alt ?? ''} loading="lazy" />
            {hidden > 0 && index === visible.length - 1 && <More aria-hidden="true">{`+${hidden}`}</More>}
          </Tile>
        ))}
      </Grid>
      <Lightbox images={images} index={opened} onClose={() => setOpened(null)} />
    </>
  );
}
