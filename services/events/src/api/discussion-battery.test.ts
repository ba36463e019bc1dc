import { eventCommentSchema } from '@campusloop/contracts';
import { runDiscussionBattery, type BatteryPersona } from '@campusloop/discussion-server/testing';
import { newId } from '@campusloop/service-kit';
import { UNI_A, UNI_B, eventPaths, useEventsTestKit, type Persona } from '../testing/events-test-kit';

const kit = useEventsTestKit();

const asBattery = (persona: Persona): BatteryPersona => ({
  id: persona.id,
  name: persona.label,
  ...(persona.authorization ? { authorization: persona.authorization } : {}),
});

// The discussion kit's shared battery against the events' own routes: a campus event (students of
// another university are refused, visitors too; events cannot be liked themselves).
runDiscussionBattery({
  name: 'events, campus event',
  app: () => kit.app(),
  commentSchema: eventCommentSchema,
  async readTarget(path, as) {
    const res = await kit.call('get', path, {
      id: as.id,
      label: 'reader',
      ...(as.authorization ? { authorization: as.authorization } : {}),
    });
    return { commentCount: res.body.commentCount as number };
  },
  async scenario() {
    const owner = await kit.student('Owner', UNI_A);
    const { id } = await kit.createEvent(owner);
    return {
      path: eventPaths.event(id),
      missingPath: eventPaths.event(newId()),
      owner: asBattery(owner),
      member: asBattery(await kit.student('Member', UNI_A)),
      newMember: async () => asBattery(await kit.student('Member', UNI_A)),
      outsider: asBattery(await kit.student('Outsider', UNI_B)),
      visitorReadStatus: 401,
    };
  },
});
