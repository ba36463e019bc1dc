import { useCallback } from 'react';
import { POST_MESSAGES, type Post } from '@campusloop/contracts';
import { useToast } from '@campusloop/ui';
import { deletePostErrorMessage, feedErrorMessage, updatePostErrorMessage } from '../api/feed-error-messages';
import {
  useDeletePostMutation,
  useSetPostLikeMutation,
  useUpdatePostMutation,
  type UpdatePostArg,
} from '../api/post-mutations-api';

/** Like, edit and delete a post with the toasts of spec §4/§8 (the caches are updated optimistically). */
export function usePostActions() {
  const toast = useToast();
  const [setLike] = useSetPostLikeMutation();
  const [update] = useUpdatePostMutation();
  const [remove, { isLoading: deleting }] = useDeletePostMutation();

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
    async (arg: UpdatePostArg): Promise<string | null> => {
      try {
        await update(arg).unwrap();
        toast.show({ tone: 'success', message: POST_MESSAGES.updated });
        return null;
      } catch (error) {
        return updatePostErrorMessage(error);
      }
    },
    [toast, update],
  );

  /** Resolves true when the post is gone. */
  const deletePost = useCallback(
    async (postId: string) => {
      try {
        await remove({ postId }).unwrap();
        toast.show({ tone: 'success', message: POST_MESSAGES.deleted });
        return true;
      } catch (error) {
        toast.show({ tone: 'error', message: deletePostErrorMessage(error) });
        return false;
      }
    },
    [remove, toast],
  );

  return { toggleLike, updatePost, deletePost, deleting };
}
