import { useCallback } from 'react';
import { POST_MESSAGES, type Post } from '@campusloop/contracts';
import { useOwnedItemActions } from '@campusloop/owned-item-web';
import { useToast } from '@campusloop/ui';
import { deletePostErrorMessage, feedErrorMessage, updatePostErrorMessage } from '../api/feed-error-messages';
import {
  useDeletePostMutation,
  useSetPostLikeMutation,
  useUpdatePostMutation,
  type UpdatePostArg,
} from '../api/post-mutations-api';

const POST_ACTION_TEXTS = {
  deleted: POST_MESSAGES.deleted,
  updated: POST_MESSAGES.updated,
  deleteFailed: deletePostErrorMessage,
  updateFailed: updatePostErrorMessage,
};

/** Like, edit and delete a post with the toasts of spec §4/§8 (the caches are updated optimistically). */
export function usePostActions() {
  const toast = useToast();
  const [setLike] = useSetPostLikeMutation();
  const [update] = useUpdatePostMutation();
  const [remove, { isLoading: deleting }] = useDeletePostMutation();
  const { deleteItem, updateItem } = useOwnedItemActions({ remove, update, texts: POST_ACTION_TEXTS });

  const toggleLike = useCallback(
    (post: Pick<Post, 'id' | 'liked'>) =>
      setLike({ postId: post.id, liked: !post.liked })
        .unwrap()
        .catch((error: unknown) => toast.show({ tone: 'error', message: feedErrorMessage(error) })),
    [setLike, toast],
  );

  /**
   * Resolves null when the server took the edit (with the success toast), else the §8 message of the
   * refusal, which the caller shows next to the user's draft (or toasts, if the form is gone).
   */
  const updatePost = useCallback(
    async (arg: UpdatePostArg) => {
      const outcome = await updateItem(arg);
      return outcome.ok ? null : outcome.message;
    },
    [updateItem],
  );

  /** Resolves true when the post is gone. */
  const deletePost = useCallback((postId: string) => deleteItem({ postId }), [deleteItem]);

  return { toggleLike, updatePost, deletePost, deleting };
}
