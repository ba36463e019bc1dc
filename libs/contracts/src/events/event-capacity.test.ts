import { isEventFull, isOverCapacity } from './event-capacity';

describe('the capacity rules of an event', () => {
  it('an event without a capacity is never full, whatever the count', () => {
    expect(isEventFull({ capacity: null, rsvpCount: 0 })).toBe(false);
    expect(isEventFull({ capacity: null, rsvpCount: 100_000 })).toBe(false);
  });

  it('a capped event is full once the RSVPs reach the capacity, not before', () => {
    expect(isEventFull({ capacity: 2, rsvpCount: 1 })).toBe(false);
    expect(isEventFull({ capacity: 2, rsvpCount: 2 })).toBe(true);
  });

  it('only more RSVPs than seats is over capacity (full is not over)', () => {
    expect(isOverCapacity({ capacity: 2, rsvpCount: 2 })).toBe(false);
    expect(isOverCapacity({ capacity: 2, rsvpCount: 3 })).toBe(true);
    expect(isOverCapacity({ capacity: null, rsvpCount: 3 })).toBe(false);
  });
});
