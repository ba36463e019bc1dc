import type { EventAuthor } from '@campusloop/contracts';

/**
 * How organizers are shown. The default shows the snapshot taken from the access token when the
 * event was written; app.ts can plug in the people projection (newer names and avatars).
 */
export interface AuthorPresenter {
  present(snapshots: EventAuthor[]): Promise<EventAuthor[]>;
}

export const snapshotAuthors: AuthorPresenter = {
  present: async (snapshots) => snapshots,
};
