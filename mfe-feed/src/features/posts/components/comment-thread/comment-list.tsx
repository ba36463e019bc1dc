import styled from 'styled-components';
import { LoadMore, Loading } from '@campusloop/ui';
import { useGetCommentsInfiniteQuery } from '../../api/comments-api';
import { FEED_UI_MESSAGES } from '../../api/feed-error-messages';
import { usePagedList } from '../../hooks/use-paged-list';
import { CommentItem } from './comment-item';
import { useCommentThread } from './comment-thread-context';
import { ThreadList } from './thread-layout';

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A post's top-level comments, 20 a page, with Load More and the spec §8 load failures. */
export function CommentList() {
  const { postId, useLastFlag } = useCommentThread();
  const list = usePagedList(useGetCommentsInfiniteQuery({ postId, useLastFlag }));

  if (list.isLoading) return <Loading label="Loading comments..." />;
  if (list.loadError) {
    return (
      <LoadMore
        hasMore
        loading={false}
        onLoadMore={() => void list.reload()}
        error={FEED_UI_MESSAGES.commentsLoadFailed}
      />
    );
  }
  return (
    <>
      {list.items.length === 0 ? (
        <Empty>No comments yet.</Empty>
      ) : (
        <ThreadList aria-label="Comments">
          {list.items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} depth={0} />
          ))}
        </ThreadList>
      )}
      <LoadMore
        hasMore={list.hasMore}
        loading={list.isLoadingMore}
        onLoadMore={list.loadMore}
        label="Load More Comments"
        error={list.loadMoreError ? FEED_UI_MESSAGES.moreCommentsLoadFailed : null}
      />
    </>
  );
}
