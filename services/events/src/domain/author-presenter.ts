import { presentAuthor, type PeopleProjection } from '@campusloop/service-kit';
import type { EventAuthor } from '@campusloop/contracts';

/** How organizers are shown (events are never anonymous). */
export interface AuthorPresenter {
  present(snapshots: EventAuthor[]): Promise<EventAuthor[]>;
}

/**
 * Organizers with identity's current name and avatar from service-kit's people projection, loaded
 * once per page; the snapshot stored with the event is the fallback when the projection and identity
 * do not know the person.
 */
export function peopleAuthors(people: Pick<PeopleProjection, 'loadPeople'>): AuthorPresenter {
  return {
    async present(snapshots) {
      const found = await people.loadPeople(snapshots.map((snapshot) => snapshot.id));
      return snapshots.map((snapshot) => {
        const shown = presentAuthor(found.get(snapshot.id), {
          anonymous: false,
          viewerIsAuthor: false,
          fallback: {
            name: snapshot.name,
            avatarUrl: snapshot.avatarUrl,
            isVerified: true,
            universityName: null,
          },
        });
        return { id: snapshot.id, name: shown.name, avatarUrl: shown.avatarUrl };
      });
    },
  };
}
