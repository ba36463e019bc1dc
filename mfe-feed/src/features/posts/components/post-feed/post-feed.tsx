import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Post } from '@campusloop/contracts';
import { OwnedItemList, useItemDialogs } from '@campusloop/owned-item-web';
import { Button, EmptyState, FloatingActionButton, Loading } from '@campusloop/ui';
import { usePagedList } from '@campusloop/web-platform';
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
  const dialogs = useItemDialogs<Post>();
  useAutoOpenPost(
    autoOpen,
    list.loaded || Boolean(list.loadError),
    dialogs.openDetails,
    dialogs.showOpenError,
  );

  const inlineCreate = createButton === 'inline' && <Button onClick={dialogs.create}>New Post</Button>;
  const { details, form } = dialogs;

  return (
    <>
      {inlineCreate && list.items.length > 0 && <Toolbar>{inlineCreate}</Toolbar>}
      <OwnedItemList
        list={list}
        loadingLabel="Loading posts..."
        empty={
          <EmptyState
            title={emptyTitle}
            {...(emptyMessage ? { message: emptyMessage } : {})}
            {...(createButton === 'inline'
              ? { action: <Button onClick={dialogs.create}>Create First Post</Button> }
              : {})}
          />
        }
        forbidden={forbidden}
        errorAction={errorAction}
        {...(endMessage ? { endMessage } : {})}
      >
        <List role="feed" aria-label={label} aria-busy={list.isLoadingMore}>
          {list.items.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              onOpen={dialogs.openDetails}
              onToggleLike={(target) => void toggleLike(target)}
            />
          ))}
        </List>
      </OwnedItemList>
      {createButton === 'floating' && <FloatingActionButton label="Create Post" onClick={dialogs.create} />}
      {details && (
        <Suspense fallback={<Loading />}>
          <PostDetailsDialog
            postId={details.id}
            {...(details.initial ? { initial: details.initial } : {})}
            {...(communityName ? { communityName } : {})}
            onClose={dialogs.closeDetails}
            onEdit={dialogs.edit}
          />
        </Suspense>
      )}
      {form && (
        <Suspense fallback={<Loading />}>
          {form.mode === 'create' ? (
            <PostFormDialog key="create" mode="create" source={source} onClose={dialogs.closeForm} />
          ) : (
            <PostFormDialog key="edit" mode="edit" post={form.item} onClose={dialogs.closeForm} />
          )}
        </Suspense>
      )}
    </>
  );
}
