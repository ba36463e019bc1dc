import { useState } from 'react';
import styled from 'styled-components';
import { RATING_MESSAGES, type Rating } from '@campusloop/contracts';
import { ConfirmDialog, EmptyState, ErrorPanel, LoadMore, Loading, useToast } from '@campusloop/ui';
import { normalizeApiError, usePagedList } from '@campusloop/web-platform';
import { useDeleteRatingMutation, useGetMyRatingsInfiniteQuery } from '../../api/reviews-api';
import { RatingCard } from '../rating-card/rating-card';
import { RatingDialog } from '../rating-dialog/rating-dialog';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
  }
`;

/**
 * My University Ratings (verified students): the caller's ratings with Edit and Delete while the
 * 6-month window is open ('Can only edit/delete within 6 months' after), delete behind a confirmation.
 */
export function MyRatings() {
  const list = usePagedList(useGetMyRatingsInfiniteQuery());
  const [editing, setEditing] = useState<Rating | null>(null);
  const [deleting, setDeleting] = useState<Rating | null>(null);
  const [remove, removal] = useDeleteRatingMutation();
  const toast = useToast();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ universityId: deleting.universityId, ratingId: deleting.id }).unwrap();
      toast.show({ message: 'Rating deleted successfully!', tone: 'success' });
    } catch (failure) {
      toast.show({ message: normalizeApiError(failure).message, tone: 'error' });
    }
    setDeleting(null);
  };

  return (
    <Section aria-labelledby="my-ratings-heading">
      <h3 id="my-ratings-heading">My University Ratings</h3>
      {list.loadError ? (
        <ErrorPanel
          error={{ status: normalizeApiError(list.loadError).status, message: RATING_MESSAGES.loadMineFailed }}
          title={RATING_MESSAGES.loadMineFailed}
          onRetry={() => void list.reload()}
        />
      ) : !list.loaded ? (
        <Loading />
      ) : list.items.length === 0 ? (
        <EmptyState title="You have not rated your university yet" />
      ) : (
        list.items.map((rating) => (
          <RatingCard key={rating.id} rating={rating} showUniversity onEdit={setEditing} onDelete={setDeleting} />
        ))
      )}
      <LoadMore hasMore={list.hasMore} loading={list.isLoadingMore} onLoadMore={list.loadMore} />
      {editing && (
        <RatingDialog
          universityId={editing.universityId}
          universityName={editing.university.name ?? 'your university'}
          rating={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={RATING_MESSAGES.deleteConfirm}
        processing={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}
