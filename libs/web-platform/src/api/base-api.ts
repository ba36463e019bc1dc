import { createApi } from '@reduxjs/toolkit/query/react';
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
