import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { undoAll, type CacheTools, type Undo } from '@campusloop/web-platform';

/** What an infinite list query caches: pages of items with the server's count of the whole list. */
export type PagedDraft<T> = { pages: Array<{ content: T[]; totalElements: number }> };

export type EntityCacheOptions<DetailArg> = {
  /** The API (after `injectEndpoints`) that holds the endpoints below. */
  api: { util: unknown; endpoints: object };
  /** Infinite queries whose pages hold the items (a feed, upcoming/past events, comments and replies). */
  lists: readonly string[];
  /** The query of one item, if there is one. */
  detail?: string;
  /** Which item a cached detail is (default: its argument is the id). */
  detailId?: (arg: DetailArg) => string;
};

/** The few `api.util` calls the cache needs, without their per-endpoint generics. */
type CacheUtil = {
  selectCachedArgsForQuery: (state: unknown, endpoint: string) => unknown[];
  updateQueryData: (
    endpoint: string,
    arg: unknown,
    recipe: (draft: never) => void,
  ) => ThunkAction<{ undo: () => void }, never, unknown, UnknownAction>;
};

let temporaryCount = 0;

/** An id no server item has (public ids are 11 characters of letters, digits and `_`). */
export function temporaryId(): string {
  temporaryCount += 1;
  return `temp-${Date.now().toString(36)}-${temporaryCount}`;
}

export function isTemporaryId(id: string): boolean {
  return id.startsWith('temp-');
}

/**
 * One entity's optimistic cache: change an item wherever it is cached (every list holding it and its
 * detail), take it out of every list, or put a new one on top of a list — each giving back the undo.
 * Lists are found by endpoint, not by tag: tags are recorded a moment after the data, and an
 * optimistic change must not miss a list that has just arrived. Counts (`totalElements`) move with
 * what is added or removed, never below 0.
 */
export function createEntityCache<T extends { id: string }, ListArg = unknown, DetailArg = string>(
  options: EntityCacheOptions<DetailArg>,
): EntityCache<T, ListArg> {
  // Endpoint names are checked once, when the cache is made: a misspelt one would patch nothing.
  for (const name of [...options.lists, ...(options.detail ? [options.detail] : [])])
    if (!(name in options.api.endpoints))
      throw new Error(`createEntityCache: the API has no endpoint '${name}'`);
  const util = options.api.util as CacheUtil;
  const detailId = options.detailId ?? ((arg: DetailArg) => arg as unknown as string);

  function eachList(tools: CacheTools, recipe: (draft: PagedDraft<T>) => void) {
    const state = tools.getState();
    return options.lists.flatMap((endpoint) =>
      util
        .selectCachedArgsForQuery(state, endpoint)
        .map((arg) => tools.dispatch(util.updateQueryData(endpoint, arg, recipe as (draft: never) => void))),
    );
  }

  /** Applies `recipe` to the item wherever it is cached; returns the undo. */
  function patch(tools: CacheTools, id: string, recipe: (item: T) => void): Undo {
    const inLists = eachList(tools, (draft) =>
      draft.pages.forEach((page) => page.content.filter((item) => item.id === id).forEach(recipe)),
    );
    const { detail } = options;
    const inDetails = detail
      ? util
          .selectCachedArgsForQuery(tools.getState(), detail)
          .filter((arg) => detailId(arg as DetailArg) === id)
          .map((arg) => tools.dispatch(util.updateQueryData(detail, arg, recipe as (draft: never) => void)))
      : [];
    return undoAll([...inLists, ...inDetails]);
  }

  /** Takes every item `matches` picks out of every cached list (e.g. a blocked author's); returns the undo. */
  function removeWhere(tools: CacheTools, matches: (item: T) => boolean): Undo {
    return undoAll(
      eachList(tools, (draft) =>
        draft.pages.forEach((page) => {
          const left = page.content.filter((item) => !matches(item));
          if (left.length === page.content.length) return;
          page.totalElements = Math.max(0, page.totalElements - (page.content.length - left.length));
          page.content = left;
        }),
      ),
    );
  }

  /** Takes the item out of every cached list (the lists' counts drop with it); returns the undo. */
  function remove(tools: CacheTools, id: string): Undo {
    return removeWhere(tools, (item) => item.id === id);
  }

  /** Puts `item` on top of one list, if that list is cached and does not hold it yet; returns the undo. */
  function prepend(
    tools: CacheTools,
    listArg: ListArg,
    item: T,
    list: string = options.lists[0] ?? '',
  ): Undo {
    const patchResult = tools.dispatch(
      util.updateQueryData(list, listArg, ((draft: PagedDraft<T>) => {
        const first = draft.pages[0];
        if (!first || first.content.some((held) => held.id === item.id)) return;
        first.content.unshift(item);
        draft.pages.forEach((page) => void (page.totalElements += 1));
      }) as (draft: never) => void),
    );
    return undoAll([patchResult]);
  }

  /**
   * Shows `draft` (give it a `temporaryId()`) on top of the list at once; when the server answers, the
   * placeholder becomes the saved item (its real id included); when the call fails, it goes again.
   */
  async function prependOptimistically(
    tools: CacheTools,
    listArg: ListArg,
    draft: T,
    answered: Promise<{ data: T }>,
    list?: string,
  ): Promise<void> {
    const undo = prepend(tools, listArg, draft, list);
    try {
      const { data } = await answered;
      patch(tools, draft.id, (item) => void Object.assign(item, data));
    } catch {
      undo();
    }
  }

  /** After a write the server confirms (an edit, a waitlist change): its saved item replaces every cached copy. */
  async function applySaved(tools: CacheTools, id: string, answered: Promise<{ data: T }>): Promise<void> {
    const { data } = await answered.catch(() => ({ data: null }));
    if (data) patch(tools, id, (item) => void Object.assign(item, data));
  }

  /** Changes the item everywhere at once (`recipe`); then the saved item, or the undo when the call fails. */
  async function patchOptimistically(
    tools: CacheTools,
    id: string,
    recipe: (item: T) => void,
    answered: Promise<{ data: T }>,
  ): Promise<void> {
    const undo = patch(tools, id, recipe);
    try {
      const { data } = await answered;
      patch(tools, id, (item) => void Object.assign(item, data));
    } catch {
      undo();
    }
  }

  /** Takes the item out of every list at once (a delete); puts it back when the call fails. */
  async function removeOptimistically(
    tools: CacheTools,
    id: string,
    answered: Promise<unknown>,
  ): Promise<void> {
    const undo = remove(tools, id);
    await answered.catch(undo);
  }

  return {
    patch,
    remove,
    removeWhere,
    prepend,
    prependOptimistically,
    applySaved,
    patchOptimistically,
    removeOptimistically,
  };
}

export type EntityCache<T extends { id: string }, ListArg = unknown> = {
  patch: (tools: CacheTools, id: string, recipe: (item: T) => void) => Undo;
  remove: (tools: CacheTools, id: string) => Undo;
  removeWhere: (tools: CacheTools, matches: (item: T) => boolean) => Undo;
  prepend: (tools: CacheTools, listArg: ListArg, item: T, list?: string) => Undo;
  prependOptimistically: (
    tools: CacheTools,
    listArg: ListArg,
    draft: T,
    answered: Promise<{ data: T }>,
    list?: string,
  ) => Promise<void>;
  applySaved: (tools: CacheTools, id: string, answered: Promise<{ data: T }>) => Promise<void>;
  patchOptimistically: (
    tools: CacheTools,
    id: string,
    recipe: (item: T) => void,
    answered: Promise<{ data: T }>,
  ) => Promise<void>;
  removeOptimistically: (tools: CacheTools, id: string, answered: Promise<unknown>) => Promise<void>;
};
