import styled from 'styled-components';
import { MARKETPLACE_TAB_TEXTS as T, type MediaItem } from '@campusloop/contracts';
import { SafeImage } from '@campusloop/ui';

const Frame = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img,
  [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: flex;
  }
`;

const Placeholder = styled.div`
  display: flex;
  height: 100%;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const More = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(17, 24, 39, 0.7);
  color: #fff;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A card's picture (spec §2): the first image with '+n' for the others, or the No Image placeholder. */
export function ListingCover({
  media,
  title,
  height = 160,
}: {
  media: readonly MediaItem[];
  title: string;
  height?: number;
}) {
  const [first] = media;
  return (
    <Frame $height={height}>
      {first ? <SafeImage src={first.url} alt={title} /> : <Placeholder>{T.noImage}</Placeholder>}
      {media.length > 1 && <More aria-label={`${media.length - 1} more images`}>+{media.length - 1}</More>}
    </Frame>
  );
}
