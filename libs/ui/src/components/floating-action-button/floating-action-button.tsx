import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

/** Spec §2: the floating action button sits 80 px above the bottom by default (clear of the mobile nav). */
export const FAB_DEFAULT_BOTTOM_OFFSET = 80;

export type FloatingActionButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** Visible on wide screens; the accessible name everywhere. */
  label: string;
  icon?: ReactNode;
  /** Distance from the bottom of the viewport in px. */
  bottomOffset?: number;
};

const Fab = styled.button<{ $bottom: number }>`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ $bottom }) => $bottom}px;
  z-index: ${({ theme }) => theme.zIndices.navbar};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 56px;
  min-height: 56px;
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${({ theme }) => theme.media.mobile} {
    right: ${({ theme }) => theme.space.md};
    padding: 0;
    justify-content: center;
    .fab-label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`;

const Icon = styled.span`
  font-size: 1.5rem;
  line-height: 1;
`;

/** A round primary action fixed to the bottom right (e.g. 'Create Post'); icon only at 768px and below. */
export function FloatingActionButton({
  label,
  icon = '+',
  bottomOffset = FAB_DEFAULT_BOTTOM_OFFSET,
  type = 'button',
  ...rest
}: FloatingActionButtonProps) {
  return (
    <Fab {...rest} type={type} $bottom={bottomOffset} aria-label={label}>
      <Icon aria-hidden="true">{icon}</Icon>
      <span className="fab-label">{label}</span>
    </Fab>
  );
}
