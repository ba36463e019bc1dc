import type { ReactNode } from 'react';
import type { DiscussionComment } from '@campusloop/contracts';
import { LoadMore, Loading } from '@campusloop/ui';
import { usePagedList } from '@campusloop/web-platform';
import { useGetDiscussionRepliesInfiniteQuery } from '../../api/discussion-api';
import { repliesErrorMessage } from '../../api/discussion-error-messages';
import { useCommentThread } from './comment-thread-context';
import { AtDepth, ThreadList } from './thread-layout';

type ReplyListProps = {
  id: string;
  parent: DiscussionComment;
  depth: number;
  /** Renders one reply (the comment item, passed in so the two files do not import each other). */
  renderReply: (reply: DiscussionComment) => ReactNode;
};

/** The replies of one comment at `depth`, 10 a page, with their own Load More and a Retry on failure (spec §8 texts). */
export function ReplyList({ id, parent, depth, renderReply }: ReplyListProps) {
  const { target } = useCommentThread();
  const list = usePagedList(
    useGetDiscussionRepliesInfiniteQuery({
      path: target.path,
      useLastFlag: target.useLastFlag,
      commentId: parent.id,
    }),
  );
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
