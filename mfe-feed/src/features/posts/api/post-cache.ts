import type { Post } from '@campusloop/contracts';
import { undoAll, type CacheTools, type Undo } from '@campusloop/web-platform';
import type { FeedSource } from './feed-source';
import { postsApi } from './posts-api';

type PostsState = Parameters<typeof postsApi.util.selectCachedArgsForQuery>[0];

// Every cached feed and detail, found by endpoint rather than by tag: tags are recorded a moment after
// the data, and an optimistic patch must not miss a list that has just arrived.
function cachedEntries(tools: CacheTools, postId: string) {
  const state = tools.getState() as PostsState;
  return [
    ...postsApi.util
      .selectCachedArgsForQuery(state, 'getFeed')
      .map((originalArgs) => ({ endpointName: 'getFeed' as const, originalArgs })),
    ...postsApi.util
      .selectCachedArgsForQuery(state, 'getPost')
      .filter((id) => id === postId)
      .map((originalArgs) => ({ endpointName: 'getPost' as const, originalArgs })),
  ];
}

/** Applies `recipe` to the post wherever it is cached (every feed holding it, its detail); returns the undo. */
export function patchPost(tools: CacheTools, postId: string, recipe: (post: Post) => void): Undo {
  const patches = cachedEntries(tools, postId).flatMap(({ endpointName, originalArgs }) => {
    if (endpointName === 'getFeed') {
      return [
        tools.dispatch(
          postsApi.util.updateQueryData('getFeed', originalArgs as FeedSource, (draft) => {
            draft.pages.forEach((page) => page.content.filter((post) => post.id === postId).forEach(recipe));
          }),
        ),
      ];
    }
    if (endpointName === 'getPost')
      return [tools.dispatch(postsApi.util.updateQueryData('getPost', originalArgs as string, recipe))];
    return [];
  });
  return undoAll(patches);
}

/** Takes the post out of every cached feed; returns the undo. */
export function removePostFromFeeds(tools: CacheTools, postId: string): Undo {
  const patches = cachedEntries(tools, postId)
    .filter(({ endpointName }) => endpointName === 'getFeed')
    .map(({ originalArgs }) =>
      tools.dispatch(
        postsApi.util.updateQueryData('getFeed', originalArgs as FeedSource, (draft) => {
          draft.pages.forEach((page) => {
            const before = page.content.length;
            page.content = page.content.filter((post) => post.id !== postId);
            page.totalElements = Math.max(0, page.totalElements - (before - page.content.length));
          });
        }),
      ),
    );
  return undoAll(patches);
}

/** Puts a new post on top of its feed, if that feed is cached. */
export function prependPostToFeed(tools: CacheTools, source: FeedSource, post: Post): void {
  tools.dispatch(
    postsApi.util.updateQueryData('getFeed', source, (draft) => {
      const first = draft.pages[0];
      if (!first || first.content.some((item) => item.id === post.id)) return;
      first.content.unshift(post);
      draft.pages.forEach((page) => void (page.totalElements += 1));
    }),
  );
}
