import { IDENTITY_PATHS, fillPath, type UniversityDetails, type UniversityListItem } from '@campusloop/contracts';
import { baseApi } from './base-api';

/** GET /universities: id and name of every university, for pickers. */
export const universitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUniversities: build.query<UniversityListItem[], void>({
      query: () => IDENTITY_PATHS.universities,
      // The catalogue rarely changes: keep it for the session once loaded.
      keepUnusedDataFor: 60 * 60,
    }),
    /** GET /universities/{id}/details (identity): about, campus images, address, map link. */
    getUniversityDetails: build.query<UniversityDetails, string>({
      query: (id) => fillPath(IDENTITY_PATHS.universityDetails, { id }),
      keepUnusedDataFor: 10 * 60,
    }),
  }),
});

export const { useGetUniversitiesQuery, useGetUniversityDetailsQuery } = universitiesApi;
