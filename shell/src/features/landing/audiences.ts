/** The two audiences of "Who it's for" (spec §2), with the bullets their 'View More' dialog lists. */
export const AUDIENCES = [
  {
    id: 'university-students',
    title: 'University Students',
    summary: 'Verify your university email to unlock your campus: Campus Buzz, communities, events, the marketplace and reviews.',
    bullets: [
      'Private Campus Buzz feed for students of your university',
      'Join or create public and university-only communities',
      'Discover campus events and RSVP',
      'Buy and sell on your campus marketplace',
      'Rate and review your university',
      'Answer questions from prospective students',
      'A verified badge with your university name',
    ],
  },
  {
    id: 'prospective-students',
    title: 'High School & Prospective Students',
    summary: 'Ask real students your questions and read what they say about the universities you are considering.',
    bullets: [
      'Ask questions in the public feed, anonymously if you prefer',
      'Get answers from verified university students',
      'Read aggregated university reviews and ratings',
      'Compare academics, placements, campus life and hostels',
      'Join public communities around your interests',
    ],
  },
] as const;

export type Audience = (typeof AUDIENCES)[number];
