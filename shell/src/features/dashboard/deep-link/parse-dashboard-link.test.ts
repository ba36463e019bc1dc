import type { DeepLinkRule } from '@campusloop/contracts';
import { hasDeepLinkParams, parseDashboardLink } from './parse-dashboard-link';

const parse = (query: string) => parseDashboardLink(new URLSearchParams(query));
const POST = 'AbCdEfGhIj_';
const OTHER = 'Zz012345678';

describe('parseDashboardLink', () => {
  describe('posts', () => {
    it.each([
      ['feedType=public', 'HOME'],
      ['feedType=PUBLIC', 'HOME'],
      ['tab=HOME', 'HOME'],
      ['tab=PUBLIC_FEED', 'HOME'],
      ['tab=CAMPUS_BUZZ', 'CAMPUS_BUZZ'],
      ['feedType=campus', 'CAMPUS_BUZZ'],
      ['', 'CAMPUS_BUZZ'],
      ['tab=COMMUNITIES', 'COMMUNITIES'],
      ['feedType=community', 'COMMUNITIES'],
      [`communityId=${OTHER}`, 'COMMUNITIES'],
    ])('postId with %s opens the post on %s', (query, tab) => {
      expect(parse(`postId=${POST}&${query}`)?.target).toMatchObject({
        entityType: 'post',
        entityId: POST,
        tab,
        highlight: false,
      });
    });

    it('keeps universityId and communityId, and drops the "-1" notifications use for none', () => {
      expect(
        parse(`postId=${POST}&tab=COMMUNITIES&communityId=${OTHER}&universityId=-1`)?.target?.params,
      ).toEqual({ communityId: OTHER });
    });
  });

  it.each([
    [`eventId=${POST}`, { entityType: 'event', tab: 'EVENTS', highlight: false }],
    [`listingId=${POST}`, { entityType: 'listing', tab: 'MARKETPLACE', highlight: false }],
    [`communityId=${POST}`, { entityType: 'community', tab: 'COMMUNITIES', highlight: true }],
    [`userId=${POST}`, { entityType: 'profile', tab: 'PROFILE', highlight: true }],
  ])('%s goes to its tab', (query, expected) => {
    expect(parse(query)?.target).toMatchObject({ ...expected, entityId: POST });
  });

  it('a section alone opens PROFILE with that section highlighted', () => {
    expect(parse('section=university-verification')?.target).toEqual({
      entityType: 'profile',
      entityId: null,
      tab: 'PROFILE',
      highlight: true,
      params: { section: 'university-verification' },
    });
  });

  describe('announcements', () => {
    // Issue 34, finding 6: the dialog shows only what the notifications service answers for the id, so
    // the link's own title, message and priority are not read at all.
    it('reads the id only, never the title, message or priority the link carries', () => {
      expect(
        parse(`announcementId=${POST}&title=Account%20suspended&message=Verify%20at%20evil.example&priority=urgent`),
      ).toEqual({ target: null, announcementId: POST });
    });

    it('is no announcement link without an id', () => {
      expect(parse('title=Exams&message=Hall%20B%20is%20closed&priority=urgent')).toBeNull();
    });
  });

  it('only keeps a target URL that is a site path or http(s)', () => {
    expect(parse(`postId=${POST}&targetUrl=/feed/posts/${POST}`)?.target?.params.targetUrl).toBe(
      `/feed/posts/${POST}`,
    );
    expect(parse(`postId=${POST}&targetUrl=javascript:alert(1)`)?.target?.params.targetUrl).toBeUndefined();
    expect(parse(`postId=${POST}&targetUrl=//evil.example`)?.target?.params.targetUrl).toBeUndefined();
  });

  it.each([
    'postId=short',
    `postId=${POST}x`,
    'postId=AbCdEfGhIj-',
    `eventId=${POST}&universityId=../../x`,
    'section=<img src=x>',
    'announcementId=%00%00%00',
  ])('ignores a malformed link (%s)', (query) => {
    expect(parse(query)).toBeNull();
  });

  it('is no deep link when only the tab (or nothing) is given', () => {
    expect(parse('tab=EVENTS')).toBeNull();
    expect(parse('')).toBeNull();
  });
});

describe('a deep link from the vertical manifest', () => {
  it('needs no code in the shell: its id parameter opens its tab', () => {
    const rules = [
      { entityType: 'listing', param: 'listingId', tab: 'MARKETPLACE', highlight: false, targets: [] },
      { entityType: 'community', param: 'clubId', tab: 'COMMUNITIES', highlight: true, targets: [] },
    ] as const satisfies readonly DeepLinkRule[];
    expect(
      parseDashboardLink(new URLSearchParams(`clubId=${POST}&universityId=${OTHER}`), rules)?.target,
    ).toEqual({
      entityType: 'community',
      entityId: POST,
      tab: 'COMMUNITIES',
      highlight: true,
      params: { universityId: OTHER },
    });
    expect(parseDashboardLink(new URLSearchParams(`postId=${POST}`), rules)).toBeNull();
  });

  it('a post with communityId "-1" (none) stays on CAMPUS_BUZZ', () => {
    expect(parse(`postId=${POST}&communityId=-1`)?.target?.tab).toBe('CAMPUS_BUZZ');
  });
});

describe('hasDeepLinkParams', () => {
  it('tells dashboard URLs carrying deep-link parameters from plain tab URLs', () => {
    expect(hasDeepLinkParams(new URLSearchParams(`tab=HOME&postId=${POST}`))).toBe(true);
    expect(hasDeepLinkParams(new URLSearchParams('postId=bad'))).toBe(true);
    expect(hasDeepLinkParams(new URLSearchParams('tab=HOME&refresh=1'))).toBe(false);
  });
});
