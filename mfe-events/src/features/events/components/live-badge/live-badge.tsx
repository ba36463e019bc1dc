import styled from 'styled-components';
import { EVENTS_TAB_TEXTS } from '@campusloop/contracts';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.05em;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Spec §4: an event that has started and not ended shows LIVE. */
export function LiveBadge() {
  return <Badge aria-label="Live now">{EVENTS_TAB_TEXTS.live}</Badge>;
}
