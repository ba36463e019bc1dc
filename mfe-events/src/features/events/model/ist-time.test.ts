import { formatEventRange, istInputToOffsetString, toIstInputValue } from './ist-time';

describe('India time for events', () => {
  it('sends what the user typed as India time with seconds and the +05:30 offset', () => {
    expect(istInputToOffsetString('2026-11-24T18:30')).toBe('2026-11-24T18:30:00+05:30');
    expect(istInputToOffsetString('2026-11-24T18:30:15')).toBe('2026-11-24T18:30:15+05:30');
    expect(istInputToOffsetString('')).toBe('');
    expect(istInputToOffsetString('tomorrow')).toBe('');
  });

  it('puts a stored instant back into the form as India wall time, across midnight', () => {
    expect(toIstInputValue('2026-11-24T13:00:00.000Z')).toBe('2026-11-24T18:30');
    // 20:00 UTC is 01:30 the next day in India.
    expect(toIstInputValue('2026-11-24T20:00:00Z')).toBe('2026-11-25T01:30');
    expect(toIstInputValue('2026-11-25T01:30:00+05:30')).toBe('2026-11-25T01:30');
    expect(toIstInputValue('soon')).toBe('');
  });

  it('shows one date and a 12-hour time range with the IST suffix for a same-day event', () => {
    expect(
      formatEventRange({ startsAtFormatted: 'Tue, 24 Nov 2026, 6:30 PM IST', endsAtFormatted: 'Tue, 24 Nov 2026, 8:45 PM IST' }),
    ).toBe('Tue, 24 Nov 2026, 6:30 PM – 8:45 PM IST');
  });

  it('names both dates when the event ends on another India day (computed from the instants if unformatted)', () => {
    expect(formatEventRange({ startsAt: '2026-11-24T16:00:00Z', endsAt: '2026-11-24T19:00:00Z' })).toBe(
      'Tue, 24 Nov 2026, 9:30 PM – Wed, 25 Nov 2026, 12:30 AM IST',
    );
  });

  it('has no range without a readable start', () => {
    expect(formatEventRange({ startsAt: null, endsAt: '2026-11-24T19:00:00Z' })).toBeNull();
    expect(formatEventRange({ startsAt: 'soon', startsAtFormatted: '' })).toBeNull();
  });
});
