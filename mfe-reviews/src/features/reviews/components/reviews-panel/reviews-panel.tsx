import styled from 'styled-components';
import { RATING_MESSAGES } from '@campusloop/contracts';
import { EmptyState, ErrorPanel, LoadMore, Loading } from '@campusloop/ui';
import { normalizeApiError, usePagedList } from '@campusloop/web-platform';
import { useGetUniversityRatingsInfiniteQuery } from '../../api/reviews-api';
import { RatingCard } from '../rating-card/rating-card';
import { RatingSummary } from '../rating-summary/rating-summary';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Reviews & Ratings: the aggregate header, then the university's reviews newest first with Load More. */
export function ReviewsPanel({ universityId }: { universityId: string }) {
  const result = useGetUniversityRatingsInfiniteQuery(universityId);
  const list = usePagedList(result);
  const summary = result.data?.pages[0]?.summary;

  if (list.loadError) {
    const error = normalizeApiError(list.loadError);
    // Spec §2: a 403 on the reviews tab means the profile is not complete.
    const message = error.status === 403 ? RATING_MESSAGES.profileRequired : error.message;
    return <ErrorPanel error={{ status: error.status, message }} onRetry={() => void list.reload()} retryable={error.status !== 403} />;
  }
  if (!list.loaded || !summary) return <Loading />;
  return (
    <Stack>
      <RatingSummary summary={summary} />
      {list.items.length === 0 ? (
        <EmptyState title="No reviews yet" message="Students of this university have not rated it yet." />
      ) : (
        <Stack role="list" aria-label="Student reviews">
          {list.items.map((rating) => (
            <div role="listitem" key={rating.id}>
              <RatingCard rating={rating} />
            </div>
          ))}
        </Stack>
      )}
      <LoadMore
        hasMore={list.hasMore}
        loading={list.isLoadingMore}
        onLoadMore={list.loadMore}
        label="Load More Reviews"
        error={list.loadMoreError ? normalizeApiError(list.loadMoreError).message : null}
      />
    </Stack>
  );
}
