import type { ReactNode } from 'react';
import styled from 'styled-components';
import { OwnedItemList, type OwnedItemListProps } from '../item-list/owned-item-list';

const Grid = styled.ul<{ $min: number; $stretch: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $stretch }) =>
    $stretch &&
    `
  li {
    display: flex;
    min-width: 0;
  }
  li > article {
    flex: 1;
  }`}
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Showing = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type OwnedItemGridProps<T extends { id: string }> = Omit<
  OwnedItemListProps,
  'list' | 'footer' | 'children'
> & {
  list: Omit<OwnedItemListProps['list'], 'items'> & { items: T[] };
  /** The grid's accessible name ('Upcoming events'). */
  label: string;
  /** The polite line under the grid ('Showing 12 upcoming events'). */
  showing: string;
  /** The narrowest a card column gets, in px (one column on mobile). */
  minCardWidth?: number;
  /** Each card (an `article`) fills its cell, so a row's cards are equally tall. */
  stretchCards?: boolean;
  /** Say the grid is busy while the next page loads (aria-busy). */
  busyWhileLoadingMore?: boolean;
  renderCard: (item: T) => ReactNode;
};

/**
 * Owned items as a card grid (spec §2) on the kit's list states: loading, error (or `forbidden`),
 * empty, the cards, 'Showing n …', Load More and the end line.
 */
export function OwnedItemGrid<T extends { id: string }>({
  list,
  label,
  showing,
  minCardWidth = 260,
  stretchCards = true,
  busyWhileLoadingMore = true,
  renderCard,
  ...states
}: OwnedItemGridProps<T>) {
  return (
    <OwnedItemList list={list} {...states} footer={<Showing aria-live="polite">{showing}</Showing>}>
      <Grid
        $min={minCardWidth}
        $stretch={stretchCards}
        aria-label={label}
        {...(busyWhileLoadingMore ? { 'aria-busy': list.isLoadingMore } : {})}
      >
        {list.items.map((item) => (
          <li key={item.id}>{renderCard(item)}</li>
        ))}
      </Grid>
    </OwnedItemList>
  );
}
