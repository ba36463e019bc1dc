import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ItemCard, ItemCardTitle, SegmentBar } from '@campusloop/ui';

/** The row at the bottom of a card (a count or the seller, then its button), pushed to the card's end. */
export const OwnedItemCardFooter = styled(SegmentBar)`
  margin-top: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type OwnedItemCardProps = {
  /** The title as shown (its button opens the item for keyboard and screen-reader users). */
  title: string;
  onOpen: () => void;
  /** What comes above the title (a post's author line, an event's cover). */
  header?: ReactNode;
  /** What comes below it (body, facts, action buttons; buttons should stop their click's propagation). */
  children?: ReactNode;
};

/**
 * An owned item in a list (a post, an event, a listing): the whole card opens the details for the
 * pointer, and the title is the real button, named by the card.
 */
export function OwnedItemCard({ title, onOpen, header, children }: OwnedItemCardProps) {
  const titleId = useId();
  return (
    <ItemCard aria-labelledby={titleId} onClick={onOpen}>
      {header}
      <ItemCardTitle id={titleId}>
        <button
          type="button"
          onClick={(click) => {
            click.stopPropagation();
            onOpen();
          }}
        >
          {title}
        </button>
      </ItemCardTitle>
      {children}
    </ItemCard>
  );
}
