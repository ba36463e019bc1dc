import { announcementPath, announcementSchema, type Announcement } from '@campusloop/contracts';
import { baseApi } from '@campusloop/web-platform';

/**
 * The announcement a dashboard link names, loaded from the notifications service. An answer that is
 * not an announcement (or another one) is null: the dialog then shows nothing. Imported only by the
 * lazily loaded linked-announcement module, so zod stays out of the dashboard's first scripts.
 */
export const announcementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncement: build.query<Announcement | null, string>({
      query: (id) => announcementPath(id),
      transformResponse: (raw: unknown, _meta, id) => {
        const parsed = announcementSchema.safeParse(raw);
        return parsed.success && parsed.data.id === id ? parsed.data : null;
      },
    }),
  }),
});

export const { useGetAnnouncementQuery } = announcementApi;
