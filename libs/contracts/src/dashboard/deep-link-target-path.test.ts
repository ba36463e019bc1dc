import { resolveDeepLinkTarget } from './dashboard-link-for-target';
import { deepLinkTargetPath } from './deep-link-target-path';

const ID = 'AbCdEfGhIj_';
const OTHER = 'Zz012345678';

describe('deepLinkTargetPath (the manifest target of an entity, spec §2)', () => {
  it.each([
    [deepLinkTargetPath('post', { id: ID }), `/posts/${ID}`],
    [deepLinkTargetPath('post', { id: ID }, 'HOME'), `/feed/posts/${ID}`],
    [deepLinkTargetPath('post', { id: ID, communityId: OTHER }, 'COMMUNITIES'), `/communities/${OTHER}/posts/${ID}`],
    [deepLinkTargetPath('event', { id: ID }), `/events/${ID}`],
    [deepLinkTargetPath('listing', { id: ID }), `/listings/${ID}`],
    [deepLinkTargetPath('announcement', { id: ID }), `/announcements/${ID}`],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it('is read back as the same entity', () => {
    const path = deepLinkTargetPath('post', { id: ID, communityId: OTHER }, 'COMMUNITIES');
    expect(resolveDeepLinkTarget(path)).toMatchObject({ entityType: 'post', entityId: ID, tab: 'COMMUNITIES' });
  });

  it('refuses a target the manifest does not have or an id it needs', () => {
    expect(() => deepLinkTargetPath('event', { id: ID }, 'HOME')).toThrow('The manifest has no event target for HOME');
    expect(() => deepLinkTargetPath('post', { id: ID }, 'COMMUNITIES')).toThrow('needs communityId');
  });
});
