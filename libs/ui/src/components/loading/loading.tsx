import styled from 'styled-components';
import { Spinner } from './spinner';

const Status = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A polite live region with a spinner and text, e.g. 'Loading...' or 'Switching to Events...'. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Status role="status" aria-live="polite">
      <Spinner $size={20} />
      <span>{label}</span>
    </Status>
  );
}
