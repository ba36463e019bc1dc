import { useCallback } from 'react';
import { COMMENT_MESSAGES, type Comment } from '@campusloop/contracts';
import { useToast } from '@campusloop/ui';
import { useDeleteCommentMutation, useSetCommentLikeMutation } from '../api/comment-mutations-api';
import { deleteCommentErrorMessage, feedErrorMessage } from '../api/feed-error-messages';

/** Like and delete comments or replies with the toasts of spec §4/§8 (optimistic, undone on failure). */
export function useCommentActions() {
  const toast = useToast();
  const [setLike] = useSetCommentLikeMutation();
  const [remove, { isLoading: deleting }] = useDeleteCommentMutation();

  const toggleLike = useCallback(
    (comment: Comment) =>
      setLike({ postId: comment.postId, commentId: comment.id, liked: !comment.liked })
        .unwrap()
        .catch((error: unknown) => toast.show({ tone: 'error', message: feedErrorMessage(error) })),
    [setLike, toast],
  );

  const deleteComment = useCallback(
    async (comment: Comment) => {
      try {
        await remove({ comment }).unwrap();
        toast.show({ tone: 'success', message: COMMENT_MESSAGES.deleted });
        return true;
      } catch (error) {
        toast.show({ tone: 'error', message: deleteCommentErrorMessage(error) });
        return false;
      }
    },
    [remove, toast],
  );

  return { toggleLike, deleteComment, deleting };
}
