import styled from 'styled-components';

/**
 * A card that opens its item (a post, an event, a listing): the whole card is clickable for the
 * pointer, and its title holds the real button for keyboard and screen-reader users
 * (`<ItemCard aria-labelledby={id}><ItemCardTitle id={id}><button>…</button></ItemCardTitle>…`).
 * Highlighted on hover and while anything inside it has focus.
 */
export const ItemCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The card's heading; a `button` inside it looks like the heading text. */
export const ItemCardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
  button {
    padding: 0;
    border: none;
    background: none;
    font: inherit;
    color: inherit;
    text-align: left;
    cursor: pointer;
  }
`;
