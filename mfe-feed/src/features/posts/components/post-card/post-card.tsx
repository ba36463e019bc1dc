import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { Post } from '@campusloop/contracts';
import { AuthorLine, LikeButton } from '@campusloop/discussion-web';
import { BlockedMarker, OwnedItemCard } from '@campusloop/owned-item-web';
import { ImageGallery, toGalleryImages, UserText } from '@campusloop/ui';
import { isEdited } from '../post-view';

/** Spec §9: the post masonry shows at most 4 images. */
export const POST_CARD_MAX_IMAGES = 4;

/** The card shows the body's first lines; the details show it whole. */
const BODY_LINES = 5;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const CommentsButton = styled.button`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

type PostCardProps = { post: Post; onOpen: (post: Post) => void; onToggleLike: (post: Post) => void };

/** A post in a feed: author, time, title, body, up to four images, like and comment counts; opens the details. */
export function PostCard({ post, onOpen, onToggleLike }: PostCardProps) {
  const open = () => onOpen(post);
  const openOnly = (event: MouseEvent) => {
    event.stopPropagation();
    open();
  };
  return (
    <OwnedItemCard
      title={post.title}
      onOpen={open}
      header={
        <AuthorLine
          author={post.author}
          isAnonymous={post.isAnonymous}
          createdAt={post.createdAt}
          edited={isEdited(post)}
        />
      }
    >
      <BlockedMarker blocked={post.blocked} />
      <UserText $lines={BODY_LINES}>{post.body}</UserText>
      <ImageGallery
        images={toGalleryImages(post)}
        maxVisible={POST_CARD_MAX_IMAGES}
        label={`Images of ${post.title}`}
      />
      <Actions>
        <LikeButton liked={post.liked} count={post.likeCount} onToggle={() => onToggleLike(post)} />
        <CommentsButton type="button" onClick={openOnly}>
          {post.commentCount === 1 ? '1 comment' : `${post.commentCount} comments`}
        </CommentsButton>
      </Actions>
    </OwnedItemCard>
  );
}
