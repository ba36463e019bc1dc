// bench:lists — events' lists: upcoming, past, and "my events" upcoming and past of the viewer's
// university; `count` events that have not ended and `count` that have, all organized by the viewer
// (so both "my events" lists hold `count` too).
// The service comes in through its seeding entry (services/<name>/src/seeding.ts), nothing deeper.
import { EVENT_PATHS, fillPath } from '@campusloop/contracts';
import { createEventsApp } from '../../../services/events/src/seeding';
import { seedEvents } from '../bench-seed';
import type { ListBenchVertical } from '../list-bench-vertical';

const events: ListBenchVertical = {
  name: 'events',
  async serve(deps) {
    const { app, init } = createEventsApp(deps);
    await init();
    return app;
  },
  async seed(connection, { count, viewer }) {
    await seedEvents(connection, { universityId: viewer.universityId, count, viewerId: viewer.viewerId });
    const campus = { universityId: viewer.universityId };
    return [
      { name: 'events upcoming', path: fillPath(EVENT_PATHS.upcoming, campus) },
      { name: 'events past', path: fillPath(EVENT_PATHS.past, campus) },
      { name: 'events mine', path: EVENT_PATHS.mine },
      { name: 'events mine past', path: EVENT_PATHS.minePast },
    ];
  },
};

export default events;
