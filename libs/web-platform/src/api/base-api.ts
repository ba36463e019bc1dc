import { createApi } from '@reduxjs/toolkit/query/react';
// The page's one store setup (a Module Federation singleton of its own): through the package name, so a
// federated build injects into the shared copy, not into a second one bundled with this half.
import { injectApi } from '@campusloop/web-platform/core';
import { baseQueryWithReauth } from './base-query-with-reauth';

/**
 * The one RTK Query API of the product. Features add endpoints with `baseApi.injectEndpoints(...)`
 * (and their cache tags with `baseApi.enhanceEndpoints({ addTagTypes: [...] })`).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Me'],
  endpoints: () => ({}),
});

// Every store of the page (created before or after this module loaded) gets the API's cache and middleware.
injectApi(baseApi);
