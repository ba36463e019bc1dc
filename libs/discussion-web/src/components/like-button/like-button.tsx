import styled from 'styled-components';
import { VisuallyHidden } from '@campusloop/ui';

const Toggle = styled.button<{ $liked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme, $liked }) => ($liked ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $liked }) => ($liked ? theme.colors.dangerSurface : theme.colors.surface)};
  color: ${({ theme, $liked }) => ($liked ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

type LikeButtonProps = { liked: boolean; count: number; onToggle: () => void; disabled?: boolean };

/** A like toggle (aria-pressed) named by its count, e.g. '3 likes'. */
export function LikeButton({ liked, count, onToggle, disabled = false }: LikeButtonProps) {
  return (
    <Toggle
      type="button"
      $liked={liked}
      aria-pressed={liked}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      {count}
      <VisuallyHidden>{count === 1 ? ' like' : ' likes'}</VisuallyHidden>
    </Toggle>
  );
}
