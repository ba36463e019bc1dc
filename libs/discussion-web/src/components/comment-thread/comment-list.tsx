import styled from 'styled-components';
import { LoadMore, Loading } from '@campusloop/ui';
import { usePagedList } from '@campusloop/web-platform';
import { useGetDiscussionCommentsInfiniteQuery } from '../../api/discussion-api';
import { DISCUSSION_UI_MESSAGES } from '../../api/discussion-error-messages';
import { CommentItem } from './comment-item';
import { useCommentThread } from './comment-thread-context';
import { ThreadList } from './thread-layout';

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A target's top-level comments, 20 a page, with Load More and the spec §8 load failures. */
export function CommentList() {
  const { target, texts } = useCommentThread();
  const list = usePagedList(
    useGetDiscussionCommentsInfiniteQuery({ path: target.path, useLastFlag: target.useLastFlag }),
  );

  if (list.isLoading) return <Loading label={texts.loading} />;
  if (list.loadError) {
    return (
      <LoadMore
        hasMore
        loading={false}
        onLoadMore={() => void list.reload()}
        error={DISCUSSION_UI_MESSAGES.commentsLoadFailed}
      />
    );
  }
  return (
    <>
      {list.items.length === 0 ? (
        <Empty>{texts.empty}</Empty>
      ) : (
        <ThreadList aria-label={texts.heading}>
          {list.items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} depth={0} />
          ))}
        </ThreadList>
      )}
      <LoadMore
        hasMore={list.hasMore}
        loading={list.isLoadingMore}
        onLoadMore={list.loadMore}
        label={texts.loadMore}
        error={list.loadMoreError ? DISCUSSION_UI_MESSAGES.moreCommentsLoadFailed : null}
      />
    </>
  );
}
