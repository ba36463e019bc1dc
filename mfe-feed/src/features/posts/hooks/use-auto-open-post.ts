import type { Post } from '@campusloop/contracts';
import { FRESH_READ, useAutoOpen } from '@campusloop/owned-item-web';
import { openPostErrorMessage } from '../api/feed-error-messages';
import { postsApi } from '../api/posts-api';

export type AutoOpenRequest = { postId: string };

/** Opening a post from a notification (spec §4): once the list has settled, 200 ms later (the kit's auto-open). */
export function useAutoOpenPost(
  request: AutoOpenRequest | undefined,
  listSettled: boolean,
  onOpen: (post: Post) => void,
  onError: (message: string) => void,
) {
  useAutoOpen(request, {
    ready: listSettled,
    load: ({ postId }, dispatch) =>
      dispatch(postsApi.endpoints.getPost.initiate(postId, FRESH_READ)).unwrap(),
    onOpen,
    onError,
    errorText: openPostErrorMessage,
  });
}
