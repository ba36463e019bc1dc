import { parseAnnounceArgs } from './announce-args';

describe('npm run announce -- …', () => {
  it('takes title, message and an optional priority (MEDIUM by default, any case)', () => {
    expect(parseAnnounceArgs(['--title', 'Exams', '--message', 'Timetable is out.'])).toEqual({
      title: 'Exams',
      message: 'Timetable is out.',
      priority: 'MEDIUM',
    });
    expect(parseAnnounceArgs(['--title', 'Exams', '--message', 'x', '--priority', 'urgent']).priority).toBe(
      'URGENT',
    );
  });

  it('refuses a missing message or an unknown priority with the usage line', () => {
    expect(() => parseAnnounceArgs(['--title', 'Exams'])).toThrow(/Message is required[\s\S]*Usage/);
    expect(() => parseAnnounceArgs(['--title', 'a', '--message', 'b', '--priority', 'LOUD'])).toThrow(
      /priority/,
    );
  });
});
