import { expectNoExistenceOracle } from '@campusloop/testing';
import { newId } from '@campusloop/service-kit';
import { UNI_B, eventPaths, useEventsTestKit } from '../testing/events-test-kit';

// Issue 17, finding 8: signed out, an event's comments answered 401 when the event existed and 404
// when it did not, so anyone could probe which event ids exist. Now every signed-out read is one 401.
const kit = useEventsTestKit();

const SESSION_EXPIRED = {
  status: 401,
  code: 'UNAUTHORIZED',
  message: 'Session expired. Please log in again.',
};

describe('signed-out reads of events', () => {
  it('answer an event, a cancelled one, one under another campus and an unknown id alike, on every read route', async () => {
    const owner = await kit.student('Owner');
    const { id } = await kit.createEvent(owner);
    await kit.call('post', `${eventPaths.event(id)}/comments`, owner, {
      body: 'See you there',
      parentId: null,
    });
    const cancelled = await kit.createEvent(owner);
    await kit.call('delete', eventPaths.event(cancelled.id), owner);
    const unknown = newId();

    const routes = [
      (eventId: string, uid?: string) => eventPaths.event(eventId, uid),
      (eventId: string, uid?: string) => `${eventPaths.event(eventId, uid)}/comments`,
      (eventId: string, uid?: string) => eventPaths.ics(eventId, uid),
    ];
    for (const route of routes) {
      await expectNoExistenceOracle(
        kit.app(),
        [route(id), route(cancelled.id), route(id, UNI_B), route(unknown)],
        SESSION_EXPIRED,
      );
    }
  });
});
