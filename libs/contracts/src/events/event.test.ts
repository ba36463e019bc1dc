import {
  EVENT_MESSAGES,
  createEventRequestSchema,
  eventCommentedPayloadSchema,
  eventTiming,
  formatIst,
  toIstIso,
} from '../index';

const valid = {
  title: 'Hack night',
  description: 'Bring a laptop',
  location: 'LT 101',
  startsAt: '2026-11-23T18:30:00+05:30',
  endsAt: '2026-11-23T21:00:00+05:30',
};

describe('event contracts', () => {
  it('accepts a create with offsets and defaults capacity and cover to null', () => {
    const parsed = createEventRequestSchema.parse(valid);
    expect(parsed.capacity).toBeNull();
    expect(parsed.coverImage).toBeNull();
    expect(parsed.startsAt.toISOString()).toBe('2026-11-23T13:00:00.000Z');
  });

  it('answers the spec texts for end before start and bad capacity', () => {
    const result = createEventRequestSchema.safeParse({ ...valid, endsAt: valid.startsAt, capacity: 0 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(expect.arrayContaining([`capacity: ${EVENT_MESSAGES.capacityInvalid}`]));
  });

  it('refuses end before start with the spec text', () => {
    const result = createEventRequestSchema.safeParse({ ...valid, endsAt: '2026-11-23T18:00:00+05:30' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['endsAt'], message: EVENT_MESSAGES.endBeforeStart }),
    ]);
  });

  it('refuses times without an offset and unknown fields', () => {
    expect(createEventRequestSchema.safeParse({ ...valid, startsAt: '2026-11-23T18:30:00' }).success).toBe(
      false,
    );
    expect(createEventRequestSchema.safeParse({ ...valid, rsvpCount: 5 }).success).toBe(false);
  });

  it('formats IST around midnight and date changes', () => {
    expect(formatIst(new Date('2026-11-23T18:29:00Z'))).toBe('Mon, 23 Nov 2026, 11:59 PM IST');
    expect(formatIst(new Date('2026-11-23T18:30:00Z'))).toBe('Tue, 24 Nov 2026, 12:00 AM IST');
    expect(formatIst(new Date('2026-12-31T18:30:00Z'))).toBe('Fri, 1 Jan 2027, 12:00 AM IST');
    expect(formatIst(new Date('2026-11-24T06:30:00Z'))).toBe('Tue, 24 Nov 2026, 12:00 PM IST');
    expect(toIstIso(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24T00:00:00+05:30');
  });

  it('derives the timing from start and end', () => {
    const start = new Date('2026-11-23T10:00:00Z');
    const end = new Date('2026-11-23T12:00:00Z');
    expect(eventTiming(start, end, new Date('2026-11-23T09:59:59Z'))).toBe('upcoming');
    expect(eventTiming(start, end, start)).toBe('live');
    expect(eventTiming(start, end, end)).toBe('past');
  });

  it('refuses an identifiable anonymous commenter in event.commented', () => {
    const payload = {
      category: 'EVENT',
      eventId: 'abcdefghijk',
      universityId: 'abcdefghijk',
      eventTitle: 'x',
      commentId: 'abcdefghijk',
      eventOwnerId: 'owner',
      commenter: { id: 'u1', name: 'Asha', avatarUrl: null, isAnonymous: true },
      excerpt: 'hi',
    };
    expect(eventCommentedPayloadSchema.safeParse(payload).success).toBe(false);
  });
});
