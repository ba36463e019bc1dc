import type { Paged } from '@campusloop/contracts';
import { baseApi, hasMorePages } from '@campusloop/web-platform';
import { createEntityCache } from '../cache/entity-cache';

/** A tiny owned item for the kit's own tests: notes of a board, a list page by page and one note. */
export type Note = { id: string; text: string; isOwner: boolean };

const PAGE_SIZE = 20;

export const notesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotes: build.infiniteQuery<Paged<Note>, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _pages, page) => (hasMorePages(last, PAGE_SIZE) ? page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/boards/${queryArg}/notes`,
        params: { page: pageParam, size: PAGE_SIZE },
      }),
    }),
    getNote: build.query<Note, string>({ query: (noteId) => `/notes/${noteId}` }),
  }),
});

export const noteCache = createEntityCache<Note, string>({
  api: notesApi,
  lists: ['getNotes'],
  detail: 'getNote',
});

export const notesMutationsApi = notesApi.injectEndpoints({
  endpoints: (build) => ({
    deleteNote: build.mutation<null, { noteId: string }>({
      query: ({ noteId }) => ({ url: `/notes/${noteId}`, method: 'DELETE' }),
      async onQueryStarted({ noteId }, tools) {
        const undo = noteCache.remove(tools, noteId);
        await tools.queryFulfilled.catch(undo);
      },
    }),
    updateNote: build.mutation<Note, { noteId: string; text: string }>({
      query: ({ noteId, text }) => ({ url: `/notes/${noteId}`, method: 'PUT', body: { text } }),
      async onQueryStarted({ noteId, text }, tools) {
        const undo = noteCache.patch(tools, noteId, (note) => void (note.text = text));
        await tools.queryFulfilled.catch(undo);
      },
    }),
  }),
});

export const aNote = (id: string, text = `Note ${id}`): Note => ({ id, text, isOwner: true });

export const aNotesPage = (notes: Note[], totalElements = notes.length): Paged<Note> => ({
  content: notes,
  page: 0,
  size: PAGE_SIZE,
  totalElements,
  last: true,
});
