import styled, { css } from 'styled-components';

/**
 * Text a student wrote (a post's body, an event's description, a comment, a listing): their line
 * breaks kept, a long word or link wrapped instead of widening the page. `$lines` clamps it to that
 * many lines with an ellipsis (cards); the whole text stays in the page for screen readers.
 */
export const UserText = styled.p<{ $lines?: number }>`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $lines }) =>
    $lines !== undefined &&
    css`
      display: -webkit-box;
      -webkit-line-clamp: ${$lines};
      -webkit-box-orient: vertical;
      overflow: hidden;
    `}
`;
