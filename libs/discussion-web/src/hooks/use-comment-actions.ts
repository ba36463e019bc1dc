import { useCallback } from 'react';
import { COMMENT_MESSAGES, type DiscussionComment } from '@campusloop/contracts';
import { useToast } from '@campusloop/ui';
import {
  useDeleteDiscussionCommentMutation,
  useSetDiscussionCommentLikeMutation,
} from '../api/comment-mutations-api';
import { deleteCommentErrorMessage, likeErrorMessage } from '../api/discussion-error-messages';
import type { DiscussionTarget } from '../api/discussion-target';

/**
 * Like and delete comments or replies of `target` with the toasts of spec §4/§8 (optimistic, undone
 * on failure). `onCommentCountChange` moves the target's own count when a top-level comment goes.
 */
export function useCommentActions(
  target: DiscussionTarget,
  onCommentCountChange?: (delta: 1 | -1) => (() => void) | void,
) {
  const toast = useToast();
  const [setLike] = useSetDiscussionCommentLikeMutation();
  const [remove, { isLoading: deleting }] = useDeleteDiscussionCommentMutation();

  const toggleLike = useCallback(
    (comment: DiscussionComment) =>
      setLike({ target, commentId: comment.id, liked: !comment.liked })
        .unwrap()
        .catch((error: unknown) => toast.show({ tone: 'error', message: likeErrorMessage(error) })),
    [setLike, target, toast],
  );

  const deleteComment = useCallback(
    async (comment: DiscussionComment) => {
      const undoCount = comment.parentId ? undefined : onCommentCountChange?.(-1);
      try {
        await remove({ target, comment }).unwrap();
        toast.show({ tone: 'success', message: COMMENT_MESSAGES.deleted });
        return true;
      } catch (error) {
        undoCount?.();
        toast.show({ tone: 'error', message: deleteCommentErrorMessage(error) });
        return false;
      }
    },
    [onCommentCountChange, remove, target, toast],
  );

  return { toggleLike, deleteComment, deleting };
}
