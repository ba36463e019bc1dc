import { addRelease, emptyRecord, promote, ReleaseError, rollback, type Release } from './release-record';

const release = (version: string): Release => ({
  version,
  createdAt: '2026-11-23T00:00:00.000Z',
  contentHash: version,
  files: 1,
  bytes: 1,
});

describe('release records', () => {
  const released = addRelease(
    addRelease(addRelease(emptyRecord('mfe-events'), release('v1')), release('v2')),
    release('v3'),
  );

  it('when a version is released twice, then the second is refused (releases are immutable)', () => {
    expect(() => addRelease(released, release('v2'))).toThrow(ReleaseError);
  });

  it('when versions are promoted and rolled back, then each rollback returns to the one promoted before, then to the built remote', () => {
    const promoted = promote(promote(promote(released, 'v1'), 'v3'), 'v2');
    expect(promoted.live).toBe('v2');

    const once = rollback(promoted);
    expect(once.live).toBe('v3');
    const twice = rollback(once);
    expect(twice.live).toBe('v1');
    const thrice = rollback(twice);
    expect(thrice.live).toBeNull();
    expect(() => rollback(thrice)).toThrow('no live release');
  });

  it('when an unknown version is promoted, then it is refused and the live one stays', () => {
    const live = promote(released, 'v1');

    expect(() => promote(live, 'v9')).toThrow('has no release v9');
    expect(live.live).toBe('v1');
  });

  it('when the live version is promoted again, then the history does not grow (one rollback still goes back)', () => {
    const again = promote(promote(promote(released, 'v1'), 'v2'), 'v2');

    expect(again.history).toEqual(['v1', 'v2']);
    expect(rollback(again).live).toBe('v1');
  });
});
