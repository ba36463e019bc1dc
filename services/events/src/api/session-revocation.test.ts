import { newId } from '@campusloop/service-kit';
import { eventPaths, useEventsTestKit } from '../testing/events-test-kit';

const kit = useEventsTestKit();

describe('a signed-out session ends on events too (issue 17, finding 2)', () => {
  it('when identity reports the session revoked, then its still-unexpired token can neither read the campus events nor RSVP: 401', async () => {
    const owner = await kit.student('Owner');
    const { id } = await kit.createEvent(owner);
    const student = await kit.persona('Leaver', { sid: newId() });
    expect((await kit.call('get', eventPaths.list(), student)).status).toBe(200);

    expect((await kit.revokeSession(student)).status).toBe(204);

    const read = await kit.call('get', eventPaths.list(), student);
    const rsvp = await kit.call('post', eventPaths.rsvp(id), student);
    for (const refused of [read, rsvp]) {
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Session expired. Please log in again.' });
    }
  });
});
