import { dashboardLinkForTarget, resolveDeepLinkTarget } from './dashboard-link-for-target';
import type { DeepLinkRule } from './deep-link-rule';

const ID = 'AbCdEfGhIj_';
const OTHER = 'Zz012345678';

describe('dashboardLinkForTarget (spec §2 deep-link targets)', () => {
  it.each([
    [`/posts/${ID}`, `/dashboard?tab=CAMPUS_BUZZ&postId=${ID}`],
    [`/events/${ID}`, `/dashboard?tab=EVENTS&eventId=${ID}`],
    [`/listings/${ID}`, `/dashboard?tab=MARKETPLACE&listingId=${ID}`],
    [`/feed/posts/${ID}`, `/dashboard?tab=HOME&postId=${ID}`],
    [`/communities/${ID}`, `/dashboard?tab=COMMUNITIES&communityId=${ID}`],
    [`/communities/${OTHER}/posts/${ID}`, `/dashboard?tab=COMMUNITIES&postId=${ID}&communityId=${OTHER}`],
    [`/profile/${ID}`, `/dashboard?tab=PROFILE&userId=${ID}`],
    // The 'Account Restricted' notice (spec §8): the Profile tab opens it from its `notice` parameter.
    ['/account/blocked', '/dashboard?tab=PROFILE&notice=account-restricted'],
    [`/announcements/${ID}`, `/dashboard?announcementId=${ID}`],
  ])('%s goes to %s', (target, link) => {
    expect(dashboardLinkForTarget(target)).toBe(link);
  });

  it('carries universityId and communityId unless they are -1, and keeps the fragment', () => {
    expect(dashboardLinkForTarget(`/events/${ID}#comments`, { universityId: OTHER, communityId: '-1' })).toBe(
      `/dashboard?tab=EVENTS&eventId=${ID}&universityId=${OTHER}#comments`,
    );
    expect(dashboardLinkForTarget(`/posts/${ID}/`, { universityId: '-1', communityId: OTHER })).toBe(
      `/dashboard?tab=CAMPUS_BUZZ&postId=${ID}&communityId=${OTHER}`,
    );
  });

  it.each([
    '/events/short',
    `/events/${ID}/extra`,
    `/events/../${ID}`,
    `//evil.example/events/${ID}`,
    `https://campusloop.example/events/${ID}`,
    '/unknown',
    '',
  ])('is null for %s, which stands for no content', (target) => {
    expect(dashboardLinkForTarget(target)).toBeNull();
  });

  it('resolves a path to its entity, so a tab can tell its own target URLs', () => {
    expect(resolveDeepLinkTarget(`/events/${ID}?from=mail`)).toEqual({
      entityType: 'event',
      entityId: ID,
      tab: 'EVENTS',
      query: { tab: 'EVENTS', eventId: ID },
      fragment: '',
    });
  });

  it('follows the rules it is given (a new vertical’s deep link needs no code)', () => {
    const rules = [
      {
        entityType: 'event',
        param: 'eventId',
        tab: 'EVENTS',
        highlight: false,
        targets: [{ path: '/e/:id' }],
      },
    ] as const satisfies readonly DeepLinkRule[];
    expect(dashboardLinkForTarget(`/e/${ID}`, {}, rules)).toBe(`/dashboard?tab=EVENTS&eventId=${ID}`);
    expect(dashboardLinkForTarget(`/events/${ID}`, {}, rules)).toBeNull();
  });
});
