import { DASHBOARD_TAB_LIST, parseTabKey, tabByKey } from './dashboard-tabs';

describe('the dashboard tabs (from tools/verticals/verticals.json)', () => {
  it('are spec §2’s keys in order, with its labels and which need a verified student', () => {
    expect(
      DASHBOARD_TAB_LIST.map(({ key, label, needsVerification }) => [key, label, needsVerification]),
    ).toEqual([
      ['HOME', 'My Public Feed', false],
      ['CAMPUS_BUZZ', 'Campus Buzz', true],
      ['COMMUNITIES', 'Communities', true],
      ['MARKETPLACE', 'Market Place', true],
      ['UNIVERSITY_REVIEWS', 'University Reviews', false],
      ['EVENTS', 'Events', true],
      ['NOTIFICATIONS', 'Notification Settings', false],
      ['PROFILE', 'Profile', false],
    ]);
  });

  it('render the remote module the manifest names, the shell’s own Profile none', () => {
    expect(tabByKey('HOME').remote).toBe('mfe_feed/Feed');
    expect(tabByKey('CAMPUS_BUZZ').remote).toBe('mfe_feed/Feed');
    expect(tabByKey('EVENTS').remote).toBe('mfe_events/Events');
    expect(tabByKey('PROFILE').remote).toBeNull();
  });

  it('read a key from the URL or storage: the legacy PUBLIC_FEED is HOME, an unknown key none', () => {
    expect(parseTabKey('EVENTS')).toBe('EVENTS');
    expect(parseTabKey('PUBLIC_FEED')).toBe('HOME');
    expect(parseTabKey('CLUBS')).toBeNull();
    expect(parseTabKey(null)).toBeNull();
  });
});
