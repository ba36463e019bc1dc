import { LINK_ERRORS, notificationLink } from './notification-link';

const link = (targetUrl: string | null, metadata: Record<string, string> = {}) =>
  notificationLink({ targetUrl, metadata });

describe('where a notification leads', () => {
  it('turns the §2 content paths into dashboard links carrying universityId and communityId', () => {
    expect(link('/posts/Post0000001', { universityId: 'uniAlpha001' })).toEqual({
      kind: 'internal',
      path: '/dashboard?tab=CAMPUS_BUZZ&postId=Post0000001&universityId=uniAlpha001',
    });
    expect(link('/feed/posts/Post0000001')).toEqual({
      kind: 'internal',
      path: '/dashboard?tab=HOME&postId=Post0000001',
    });
    expect(link('/events/Event000001', { universityId: 'uniAlpha001' }).kind).toBe('internal');
    expect(link('/announcements/Announce001')).toEqual({
      kind: 'internal',
      path: '/dashboard?announcementId=Announce001',
    });
    expect(link('/notifications')).toEqual({ kind: 'internal', path: '/notifications' });
    expect(link('https://example.org/x')).toEqual({ kind: 'external', url: 'https://example.org/x' });
  });

  it('refuses what the §5 rules refuse, with their messages', () => {
    expect(() => link(null)).toThrow(LINK_ERRORS.empty);
    expect(() => link('javascript:alert(1)')).toThrow(LINK_ERRORS.format);
    expect(() => link('//evil.example/x')).toThrow(LINK_ERRORS.format);
    expect(() => link('/admin/secret')).toThrow(LINK_ERRORS.notAllowed);
    expect(() => link('/posts/short')).toThrow(LINK_ERRORS.notAllowed);
  });
});
