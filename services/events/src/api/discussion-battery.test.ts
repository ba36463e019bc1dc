import { eventCommentSchema } from '@campusloop/contracts';
import { runCampusDiscussionBattery } from '@campusloop/discussion-server/testing';
import { UNI_A, UNI_B, eventPaths, useEventsTestKit } from '../testing/events-test-kit';

const kit = useEventsTestKit();

// The discussion kit's shared battery against the events' own routes: a campus event (students of
// another university are refused, visitors too; events cannot be liked themselves).
runCampusDiscussionBattery({
  name: 'events, campus event',
  kit,
  commentSchema: eventCommentSchema,
  campuses: [UNI_A, UNI_B],
  labels: { owner: 'Owner', member: 'Member' },
  targetPath: (id) => eventPaths.event(id),
  createTarget: (owner) => kit.createEvent(owner),
});
