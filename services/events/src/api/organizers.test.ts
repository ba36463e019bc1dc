import type { Person } from '@campusloop/contracts';
import { eventPaths, useEventsTestKit } from '../testing/events-test-kit';

/** What identity knows now (its /internal/people batch read, faked at the network edge). */
const identity = new Map<string, Person>();
const kit = useEventsTestKit({ readPeople: async (ids) => ids.flatMap((id) => identity.get(id) ?? []) });

const person = (id: string, name: string, version: number): Person => ({
  id,
  name,
  avatarUrl: `/api/v1/media/profile/${name}.jpg`,
  isVerified: true,
  universityId: 'uniAlpha001',
  universityName: 'Alpha University',
  audience: 'UNIVERSITY_STUDENT',
  profileComplete: true,
  version,
});

describe('organizers from the people projection', () => {
  it('shows the current name after a rename (user.updated), the stored snapshot when nobody knows better', async () => {
    const owner = await kit.student('Owner');
    const stranger = await kit.student('Stranger');
    const { id, body } = await kit.createEvent(owner);
    expect((body['author'] as { name: string }).name).toMatch(/^Owner /);

    await kit.built().people.apply(person(owner.id, 'Renamed Owner', 7));
    const seen = await kit.call('get', eventPaths.event(id), stranger);
    expect(seen.body.author).toEqual({
      id: owner.id,
      name: 'Renamed Owner',
      avatarUrl: '/api/v1/media/profile/Renamed Owner.jpg',
    });
    const listed = await kit.call('get', eventPaths.list(), stranger);
    expect(listed.body.content.find((e: { id: string }) => e.id === id).author.name).toBe('Renamed Owner');
  });

  it('refuses to create an event while identity says the profile is incomplete', async () => {
    const owner = await kit.student('Half');
    identity.set(owner.id, { ...person(owner.id, '', 3), profileComplete: false });
    const res = await kit.call('post', eventPaths.list(), owner, kit.eventBody());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PROFILE_INCOMPLETE');
  });
});
