import type { ReactNode } from 'react';
import type { Comment } from '@campusloop/contracts';
import { LoadMore, Loading } from '@campusloop/ui';
import { useGetRepliesInfiniteQuery } from '../../api/comments-api';
import { repliesErrorMessage } from '../../api/feed-error-messages';
import { usePagedList } from '../../hooks/use-paged-list';
import { useCommentThread } from './comment-thread-context';
import { AtDepth, ThreadList } from './thread-layout';

type ReplyListProps = {
  id: string;
  parent: Comment;
  depth: number;
  /** Renders one reply (the comment item, passed in so the two files do not import each other). */
  renderReply: (reply: Comment) => ReactNode;
};

/** The replies of one comment at `depth`, 10 a page, with their own Load More and a Retry on failure (spec §8 texts). */
export function ReplyList({ id, parent, depth, renderReply }: ReplyListProps) {
  const { postId, useLastFlag } = useCommentThread();
  const list = usePagedList(useGetRepliesInfiniteQuery({ postId, commentId: parent.id, useLastFlag }));
  const failure = list.loadError ?? list.loadMoreError;

  return (
    <>
      {list.isLoading && (
        <AtDepth $depth={depth}>
          <Loading label="Loading replies..." />
        </AtDepth>
      )}
      <ThreadList id={id} aria-label={`Replies to ${parent.author.name}`}>
        {list.items.map(renderReply)}
      </ThreadList>
      {!list.isLoading && (
        <AtDepth $depth={depth}>
          <LoadMore
            hasMore={list.hasMore}
            loading={list.isLoadingMore}
            onLoadMore={list.loadMore}
            label="Load more replies"
            error={failure ? repliesErrorMessage(failure) : null}
            onRetry={list.loadError ? () => void list.reload() : list.loadMore}
          />
        </AtDepth>
      )}
    </>
  );
}
