import styled from 'styled-components';
import { Button } from '../button/button';

export type LoadMoreProps = {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Button text; default 'Load More'. */
  label?: string;
  /** Shown once everything is loaded (e.g. "You've reached the end of the feed"). */
  endMessage?: string;
  /** A failed load: its message, with 'Retry' calling onRetry (default onLoadMore). */
  error?: string | null;
  onRetry?: () => void;
};

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const End = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Spec §2 load-more control: a button while there is more, an end line after, an error with Retry. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  label = 'Load More',
  endMessage,
  error,
  onRetry,
}: LoadMoreProps) {
  if (error) {
    return (
      <Row>
        <ErrorText role="alert">{error}</ErrorText>
        <Button variant="secondary" onClick={onRetry ?? onLoadMore} loading={loading}>
          Retry
        </Button>
      </Row>
    );
  }
  if (hasMore) {
    return (
      <Row>
        <Button variant="secondary" onClick={onLoadMore} loading={loading}>
          {label}
        </Button>
      </Row>
    );
  }
  if (!endMessage) return null;
  return (
    <Row>
      <End>{endMessage}</End>
    </Row>
  );
}
