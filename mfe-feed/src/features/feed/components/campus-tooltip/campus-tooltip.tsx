import { useId } from 'react';
import styled from 'styled-components';
import { FEED_MESSAGES } from '@campusloop/contracts';

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  cursor: help;
`;

// Visually hidden until hovered or focused, but always there for screen readers (aria-describedby).
const Tip = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  ${Wrapper}:hover &, ${Wrapper}:focus-within & {
    top: calc(100% + 6px);
    right: 0;
    z-index: ${({ theme }) => theme.zIndices.dropdown};
    width: max-content;
    max-width: 280px;
    height: auto;
    overflow: visible;
    clip: auto;
    white-space: normal;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Spec §2 Campus Buzz header tooltip: 'Accessible to verified students of {university}'. */
export function CampusTooltip({ university }: { university: string }) {
  const tipId = useId();
  return (
    <Wrapper>
      <Trigger type="button" aria-label="Who can see Campus Buzz" aria-describedby={tipId}>
        i
      </Trigger>
      <Tip role="tooltip" id={tipId}>
        {FEED_MESSAGES.campusTooltip(university)}
      </Tip>
    </Wrapper>
  );
}
