import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import type { Post } from '@campusloop/contracts';
import { AuthorLine, DiscussionSection, LikeButton } from '@campusloop/discussion-web';
import { BlockedMarker, DetailsArticle, DetailsFrame, useDeleteConfirmation } from '@campusloop/owned-item-web';
import { ImageGallery, Loading, OwnerActions, toGalleryImages, UserText } from '@campusloop/ui';
import { useAppStore } from '@campusloop/web-platform';
import { openPostErrorMessage } from '../../api/feed-error-messages';
import { postCache } from '../../api/post-cache';
import { postDiscussionTarget } from '../../api/post-discussion';
import { useGetPostQuery } from '../../api/posts-api';
import { usePostActions } from '../../hooks/use-post-actions';
import { BlockAuthorAction, ReportPostAction } from '../post-moderation/post-moderation';
import { isEdited } from '../post-view';

type PostDetailsDialogProps = {
  postId: string;
  /** What the list already knows, shown until the post's own request answers. */
  initial?: Post;
  /** Prefixes the title (spec §2: 'Post Details' with community name prefix). */
  communityName?: string;
  onClose: () => void;
  onEdit: (post: Post) => void;
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function postDetailsTitle(communityName: string | null | undefined): string {
  return communityName ? `${communityName} · Post Details` : 'Post Details';
}

/** Spec §2 Post Details: the post, like and comment counts, owner edit/delete with confirmation, the comments. */
export function PostDetailsDialog({
  postId,
  initial,
  communityName,
  onClose,
  onEdit,
}: PostDetailsDialogProps) {
  const { data, error, isLoading } = useGetPostQuery(postId);
  const post = data ?? initial;
  const { toggleLike, deletePost, deleting } = usePostActions();
  const store = useAppStore();
  const scope = post?.scope;
  const target = useMemo(
    () => postDiscussionTarget({ id: postId, scope: scope ?? 'PUBLIC' }),
    [postId, scope],
  );
  // Spec §4: a comment raises (a delete lowers, undone on failure) the post's count wherever it is shown.
  const onCommentCountChange = useCallback(
    (delta: 1 | -1) =>
      postCache.patch(
        store,
        postId,
        (shown) => void (shown.commentCount = Math.max(0, shown.commentCount + delta)),
      ),
    [postId, store],
  );

  const confirmation = useDeleteConfirmation(
    useCallback(() => deletePost(postId), [deletePost, postId]),
    onClose,
  );

  return (
    <DetailsFrame
      title={postDetailsTitle(communityName ?? post?.communityName)}
      onClose={onClose}
      confirmation={confirmation}
      deleting={deleting}
    >
      {!post && isLoading && <Loading />}
      {!post && error !== undefined && <p role="alert">{openPostErrorMessage(error)}</p>}
      {post && (
        <DetailsArticle aria-label={post.title}>
          <AuthorLine
            author={post.author}
            isAnonymous={post.isAnonymous}
            createdAt={post.createdAt}
            edited={isEdited(post)}
          />
          <BlockedMarker blocked={post.blocked} />
          <h3>{post.title}</h3>
          <UserText>{post.body}</UserText>
          <ImageGallery images={toGalleryImages(post)} label={`Images of ${post.title}`} />
          <Bar>
            <LikeButton liked={post.liked} count={post.likeCount} onToggle={() => void toggleLike(post)} />
            <span>{post.commentCount === 1 ? '1 comment' : `${post.commentCount} comments`}</span>
            {post.isOwner && !post.blocked && (
              <OwnerActions label="Your post" onEdit={() => onEdit(post)} onDelete={confirmation.ask} />
            )}
            {post.isOwner && post.blocked && <OwnerActions label="Your post" onDelete={confirmation.ask} />}
            <ReportPostAction post={post} />
            <BlockAuthorAction post={post} onBlocked={onClose} />
          </Bar>
          <DiscussionSection target={target} onCommentCountChange={onCommentCountChange} />
        </DetailsArticle>
      )}
    </DetailsFrame>
  );
}
