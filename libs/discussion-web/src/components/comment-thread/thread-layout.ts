import styled from 'styled-components';

/** Spec §2/§9: replies are indented 20 px per level. */
export const REPLY_INDENT_PX = 20;

/** A list of comments or replies (indentation sits on each item, so nesting never adds up twice). */
export const ThreadList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Content aligned with the comments at `depth` (reply boxes, load-more rows). */
export const AtDepth = styled.div<{ $depth: number }>`
  margin-left: ${({ $depth }) => $depth * REPLY_INDENT_PX}px;
`;
