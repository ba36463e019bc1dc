import { useEffect, useRef } from 'react';
import type { Post } from '@campusloop/contracts';
import { useAppDispatch } from '@campusloop/web-platform';
import { openPostErrorMessage } from '../api/feed-error-messages';
import { postsApi } from '../api/posts-api';

/** Spec §4/§9: a deep-linked post is fetched 200 ms after the list has loaded. */
export const AUTO_OPEN_DELAY_MS = 200;

export type AutoOpenRequest = { postId: string };

/**
 * Opening a post from a notification (spec §4): once the list has settled, wait 200 ms, fetch the
 * post and hand it over; a failure gives the spec §8 text. Each request object is handled once.
 */
export function useAutoOpenPost(
  request: AutoOpenRequest | undefined,
  listSettled: boolean,
  onOpen: (post: Post) => void,
  onError: (message: string) => void,
) {
  const dispatch = useAppDispatch();
  const handled = useRef<AutoOpenRequest | null>(null);
  const callbacks = useRef({ onOpen, onError });
  callbacks.current = { onOpen, onError };

  useEffect(() => {
    if (!request || !listSettled || handled.current === request) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      // Marked when it really starts: an effect cleaned up before (StrictMode, a re-render) tries again.
      handled.current = request;
      const fetched = dispatch(
        postsApi.endpoints.getPost.initiate(request.postId, { forceRefetch: true, subscribe: false }),
      );
      try {
        const post = await fetched.unwrap();
        if (!cancelled) callbacks.current.onOpen(post);
      } catch (error) {
        if (!cancelled) callbacks.current.onError(openPostErrorMessage(error));
      }
    }, AUTO_OPEN_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [dispatch, listSettled, request]);
}
