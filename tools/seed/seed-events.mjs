// The Events part of the demo campus, through the public API like the rest of the seed.
// The API refuses a start in the past (spec §5), so the seed cannot write a live or past event
// directly: the "live" one starts two minutes after seeding (LIVE from then on for three hours) and
// the "past" one is a five-minute quiz starting 90 seconds after seeding (past about seven minutes
// after the first `npm start`, shown with Attended for Asha).
import { becomeVerifiedStudent, call, signIn } from './seed-session.mjs';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const IST_OFFSET_MS = 330 * MINUTE;

/** `2026-11-24T18:00:00+05:30`: how the app sends times (India time with seconds). */
const ist = (ms) => `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;

const ROHAN = {
  email: 'rohan.demo@gmail.com',
  universityEmail: 'rohan.demo@iitb.ac.in',
  name: 'Rohan Demo',
  gender: 'MALE',
  bio: 'Second demo student: organizes a few events and RSVPs to Asha’s.',
};

/** The demo events: who organizes, when relative to seeding, and who RSVPs. */
function demoEvents(now) {
  return [
    {
      by: 'rohan',
      rsvps: ['asha'],
      body: {
        title: 'Open mic night at the SAC',
        description: 'Poetry, stand-up and acoustic sets. Sign up at the door or just come and listen.',
        location: 'Student Activity Centre, IIT Bombay',
        startsAt: ist(now + 2 * MINUTE),
        endsAt: ist(now + 2 * MINUTE + 3 * HOUR),
        capacity: null,
      },
    },
    {
      by: 'rohan',
      rsvps: ['asha'],
      body: {
        title: 'Welcome quiz for freshers',
        description: 'A five-minute warm-up quiz about the campus. Fastest answers win a mess coupon.',
        location: 'Lecture Hall Complex, LH 101',
        startsAt: ist(now + 90 * SECOND),
        endsAt: ist(now + 90 * SECOND + 5 * MINUTE),
        capacity: null,
      },
    },
    {
      by: 'asha',
      rsvps: ['rohan'],
      discussion: {
        comment: { by: 'rohan', body: 'Can first-years volunteer for the robotics track too?' },
        reply: {
          by: 'asha',
          body: 'Yes! Put it in the form at the meetup and we will pair you with a mentor.',
        },
        likeBy: 'rohan',
      },
      body: {
        title: 'Techfest volunteers meetup',
        description: 'Roles, shifts and T-shirt sizes for this year’s Techfest. New volunteers very welcome.',
        location: 'Convocation Hall foyer',
        startsAt: ist(now + 26 * HOUR),
        endsAt: ist(now + 28 * HOUR),
        capacity: 40,
      },
    },
    {
      by: 'rohan',
      rsvps: ['asha'],
      body: {
        title: 'Robotics lab tour (one seat)',
        description: 'A guided tour of the robotics lab with a demo of the rover. Only one visitor per tour.',
        location: 'Mechanical Engineering building, Lab 3',
        startsAt: ist(now + 3 * 24 * HOUR),
        endsAt: ist(now + 3 * 24 * HOUR + HOUR),
        capacity: 1,
      },
    },
    {
      by: 'asha',
      rsvps: [],
      body: {
        title: 'Sunday cycling to Powai lake',
        description:
          'An easy ride around the lake at sunrise. Bring water; cycles can be borrowed from the gymkhana.',
        location: 'Main gate',
        startsAt: ist(now + 5 * 24 * HOUR),
        endsAt: ist(now + 5 * 24 * HOUR + 2 * HOUR),
        capacity: null,
      },
    },
  ];
}

/**
 * Seeds the demo university's events: a second verified student (Rohan) so RSVPs are possible
 * (organizers cannot RSVP to their own events), five events of both students, their RSVPs, and a
 * discussion (a question, the organizer's reply and a like) on the volunteers meetup.
 * Answers the extra users it created.
 */
export async function seedDemoEvents({ apiUrl, inboxUrl, token, university }) {
  const session = await signIn(apiUrl, inboxUrl, ROHAN.email);
  const rohanToken = await becomeVerifiedStudent(apiUrl, inboxUrl, session, university, ROHAN);
  const tokens = { asha: token, rohan: rohanToken };
  const base = `/universities/${university.id}/events`;
  for (const event of demoEvents(Date.now())) {
    const created = await call(apiUrl, 'POST', base, { token: tokens[event.by], body: event.body });
    for (const who of event.rsvps) {
      await call(apiUrl, 'POST', `${base}/${created.id}/rsvp`, { token: tokens[who] });
    }
    if (event.discussion) {
      const { comment, reply, likeBy } = event.discussion;
      const comments = `${base}/${created.id}/comments`;
      const top = await call(apiUrl, 'POST', comments, {
        token: tokens[comment.by],
        body: { body: comment.body, parentId: null, isAnonymous: false },
      });
      const answer = await call(apiUrl, 'POST', comments, {
        token: tokens[reply.by],
        body: { body: reply.body, parentId: top.id, isAnonymous: false },
      });
      await call(apiUrl, 'POST', `${comments}/${answer.id}/like`, { token: tokens[likeBy] });
    }
  }
  return { users: [ROHAN.email] };
}
