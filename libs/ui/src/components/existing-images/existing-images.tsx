import styled from 'styled-components';
import type { MediaItem } from '@campusloop/contracts';
import { SafeImage } from '../../upload/safe-image';
import { Button } from '../button/button';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  img,
  [role='img'] {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** The images an item (a post, a listing) already has, each with Remove: an edit keeps the rest by id (spec §3). */
export function ExistingImages({
  media,
  onRemove,
}: {
  media: readonly MediaItem[];
  onRemove: (id: string) => void;
}) {
  if (media.length === 0) return null;
  return (
    <List aria-label="Current images">
      {media.map((item, index) => (
        <li key={item.id}>
          <SafeImage src={item.url} alt={`Current image ${index + 1}`} />
          <Button
            variant="ghost"
            onClick={() => onRemove(item.id)}
            aria-label={`Remove current image ${index + 1}`}
          >
            Remove
          </Button>
        </li>
      ))}
    </List>
  );
}
