import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Post } from '@campusloop/contracts';
import {
  Button,
  EmptyState,
  ErrorPanel,
  FloatingActionButton,
  Loading,
  LoadMore,
  useToast,
} from '@campusloop/ui';
import { FEED_STATUS_MESSAGES, normalizeApiError, usePagedList } from '@campusloop/web-platform';
import { feedErrorMessage } from '../../api/feed-error-messages';
import type { FeedSource } from '../../api/feed-source';
import { useGetFeedInfiniteQuery } from '../../api/posts-api';
import { useAutoOpenPost, type AutoOpenRequest } from '../../hooks/use-auto-open-post';
import { usePostActions } from '../../hooks/use-post-actions';
import { PostCard } from '../post-card/post-card';

// The dialogs (with the zod schemas the post form and the comment box validate with) load when one opens,
// not with the feed: Home is the dashboard's first tab (issue 12, dashboard JS budget).
const PostDetailsDialog = lazy(async () => ({
  default: (await import('../post-details-dialog/post-details-dialog')).PostDetailsDialog,
}));
const PostFormDialog = lazy(async () => ({
  default: (await import('../post-form-dialog/post-form-dialog')).PostFormDialog,
}));

export type PostFeedProps = {
  source: FeedSource;
  /** Accessible name of the list. */
  label: string;
  emptyTitle: string;
  emptyMessage?: string;
  /** Shown once every page is loaded. */
  endMessage?: string;
  /** 'floating': the Create Post button of the feeds; 'inline': New Post / Create First Post (communities). */
  createButton: 'floating' | 'inline';
  communityName?: string;
  /** A post to open once the list has loaded (a new object per request). */
  autoOpen?: AutoOpenRequest;
  /** Replaces the error panel when the feed answers 403 (e.g. Access Required). */
  forbidden?: ReactNode;
  /** Offered next to Try Again when the feed fails to load. */
  errorAction?: ReactNode;
};

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type Details = { postId: string; initial?: Post };
type Form = { mode: 'create' } | { mode: 'edit'; post: Post };

/**
 * A feed of posts (spec §2): pages with Load More and an end line, empty and error states, the create
 * button, the post dialog (also opened by a deep link) and the create/edit form.
 */
export function PostFeed({
  source,
  label,
  emptyTitle,
  emptyMessage,
  endMessage,
  createButton,
  communityName,
  autoOpen,
  forbidden,
  errorAction,
}: PostFeedProps) {
  const list = usePagedList(useGetFeedInfiniteQuery(source));
  const { toggleLike } = usePostActions();
  const toast = useToast();
  const [details, setDetails] = useState<Details | null>(null);
  const [form, setForm] = useState<Form | null>(null);

  const openPost = useCallback((post: Post) => setDetails({ postId: post.id, initial: post }), []);
  const showOpenError = useCallback(
    (message: string) => toast.show({ tone: 'error', message, duration: 5000 }),
    [toast],
  );
  useAutoOpenPost(autoOpen, list.loaded || Boolean(list.loadError), openPost, showOpenError);

  const create = () => setForm({ mode: 'create' });
  const inlineCreate = createButton === 'inline' && <Button onClick={create}>New Post</Button>;

  let content: ReactNode;
  if (list.isLoading) content = <Loading label="Loading posts..." />;
  else if (list.loadError) {
    const error = normalizeApiError(list.loadError, { messages: FEED_STATUS_MESSAGES });
    content =
      error.status === 403 && forbidden ? (
        forbidden
      ) : (
        <>
          <ErrorPanel error={error} onRetry={() => void list.reload()} />
          {errorAction}
        </>
      );
  } else if (list.items.length === 0) {
    content = (
      <EmptyState
        title={emptyTitle}
        {...(emptyMessage ? { message: emptyMessage } : {})}
        {...(createButton === 'inline'
          ? { action: <Button onClick={create}>Create First Post</Button> }
          : {})}
      />
    );
  } else {
    content = (
      <>
        <List role="feed" aria-label={label} aria-busy={list.isLoadingMore}>
          {list.items.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              onOpen={openPost}
              onToggleLike={(target) => void toggleLike(target)}
            />
          ))}
        </List>
        <LoadMore
          hasMore={list.hasMore}
          loading={list.isLoadingMore}
          onLoadMore={list.loadMore}
          error={list.loadMoreError ? feedErrorMessage(list.loadMoreError) : null}
          {...(endMessage ? { endMessage } : {})}
        />
      </>
    );
  }

  return (
    <>
      {inlineCreate && list.items.length > 0 && <Toolbar>{inlineCreate}</Toolbar>}
      {content}
      {createButton === 'floating' && <FloatingActionButton label="Create Post" onClick={create} />}
      {details && (
        <Suspense fallback={<Loading />}>
          <PostDetailsDialog
            postId={details.postId}
            {...(details.initial ? { initial: details.initial } : {})}
            {...(communityName ? { communityName } : {})}
            onClose={() => setDetails(null)}
            onEdit={(post) => setForm({ mode: 'edit', post })}
          />
        </Suspense>
      )}
      {form && (
        <Suspense fallback={<Loading />}>
          {form.mode === 'create' ? (
            <PostFormDialog key="create" mode="create" source={source} onClose={() => setForm(null)} />
          ) : (
            <PostFormDialog key="edit" mode="edit" post={form.post} onClose={() => setForm(null)} />
          )}
        </Suspense>
      )}
    </>
  );
}
