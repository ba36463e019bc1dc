import { useId, useState } from 'react';
import styled from 'styled-components';
import type { DiscussionComment } from '@campusloop/contracts';
import { Button, ImageGallery, toGalleryImages, UserText } from '@campusloop/ui';
import { useCommentActions } from '../../hooks/use-comment-actions';
import { AuthorLine } from '../author-line/author-line';
import { CommentBox } from '../comment-box/comment-box';
import { LikeButton } from '../like-button/like-button';
import { ReportCommentAction } from '../report-comment/report-comment';
import { useCommentThread } from './comment-thread-context';
import { ReplyList } from './reply-list';
import { AtDepth, REPLY_INDENT_PX } from './thread-layout';

/** Spec §9: comment images, at most 3. */
const COMMENT_MAX_IMAGES = 3;

const Item = styled.article<{ $depth: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: ${({ $depth }) => $depth * REPLY_INDENT_PX}px;
  padding: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.sm} ${theme.space.sm}`};
  border-left: ${({ $depth, theme }) => ($depth > 0 ? `2px solid ${theme.colors.border}` : 'none')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  button:not([aria-pressed]) {
    min-height: 32px;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** One comment or reply at `depth` (0 = top level), with like, reply, delete (owner) and its replies. */
export function CommentItem({ comment, depth }: { comment: DiscussionComment; depth: number }) {
  const { target, texts, requestDelete } = useCommentThread();
  const { toggleLike } = useCommentActions(target);
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
  const repliesId = useId();
  const replyCount = comment.replyCount;

  return (
    <li>
      <Item
        $depth={depth}
        aria-label={`${depth > 0 ? 'Reply' : 'Comment'} by ${comment.author.name}`}
        data-depth={depth}
      >
        <AuthorLine
          author={comment.author}
          isAnonymous={comment.isAnonymous}
          createdAt={comment.createdAt}
          compact
        />
        {comment.body && <UserText>{comment.body}</UserText>}
        <ImageGallery images={toGalleryImages(comment).slice(0, COMMENT_MAX_IMAGES)} label="Comment images" />
        <Actions>
          <LikeButton
            liked={comment.liked}
            count={comment.likeCount}
            onToggle={() => void toggleLike(comment)}
          />
          <Button variant="ghost" onClick={() => setReplying(true)}>
            Reply
          </Button>
          {replyCount > 0 && (
            <Button
              variant="ghost"
              aria-expanded={showReplies}
              aria-controls={repliesId}
              onClick={() => setShowReplies((shown) => !shown)}
            >
              {showReplies ? 'Hide replies' : `View replies (${replyCount})`}
            </Button>
          )}
          {comment.isOwner && (
            <Button variant="ghost" onClick={() => requestDelete(comment)}>
              Delete
            </Button>
          )}
          <ReportCommentAction target={target} comment={comment} />
        </Actions>
      </Item>
      {replying && (
        <AtDepth $depth={depth + 1}>
          <CommentBox
            parentId={comment.id}
            label={texts.replyLabel}
            placeholder={texts.replyPlaceholder}
            onCancel={() => setReplying(false)}
            onPosted={() => {
              // Spec §4: a reply raises the parent's count and expands its replies.
              setReplying(false);
              setShowReplies(true);
            }}
          />
        </AtDepth>
      )}
      {showReplies && (
        <ReplyList
          id={repliesId}
          parent={comment}
          depth={depth + 1}
          renderReply={(reply) => <CommentItem key={reply.id} comment={reply} depth={depth + 1} />}
        />
      )}
    </li>
  );
}
