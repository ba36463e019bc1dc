import { apiPath, expressPathOf, fillPath, openApiPathOf, pathParamNames, pathPatternOf } from './route-path';

describe('path templates', () => {
  it('writes one template the way Express, OpenAPI and a caller each need it', () => {
    const template = '/universities/{universityId}/events/{eventId}/calendar.ics';

    expect(pathParamNames(template)).toEqual(['universityId', 'eventId']);
    expect(expressPathOf(template)).toBe('/universities/:universityId/events/:eventId/calendar.ics');
    expect(openApiPathOf(template)).toBe('/api/v1/universities/{universityId}/events/{eventId}/calendar.ics');
    expect(fillPath(template, { universityId: 'uni_aaaaaaa', eventId: 'evt_bbbbbbb' })).toBe(
      '/universities/uni_aaaaaaa/events/evt_bbbbbbb/calendar.ics',
    );
  });

  it('keeps the slashes of a {+rest} value and matches them, where {name} is one segment', () => {
    expect(expressPathOf('/media/{+key}')).toBe('/media/{*key}');
    expect(openApiPathOf('/media/{+key}')).toBe('/api/v1/media/{key}');
    expect(apiPath('/media/{+key}', { key: 'post/abc def.jpg' })).toBe('/api/v1/media/post/abc%20def.jpg');
    expect(pathPatternOf('/media/{+key}').test('/media/post/x.jpg')).toBe(true);
    expect(pathPatternOf('/feed/posts/{postId}').test('/feed/posts/a/b')).toBe(false);
    expect(pathPatternOf('/events/{id}/calendar.ics').test('/events/x/calendarXics')).toBe(false);
  });

  it('encodes a value that would change the path, and refuses a missing one instead of asking for /undefined (an empty one stays empty)', () => {
    expect(fillPath('/feed/posts/{postId}', { postId: '../x?y' })).toBe('/feed/posts/..%2Fx%3Fy');
    expect(() => fillPath('/feed/posts/{postId}', { post: 'x' })).toThrow('no value for {postId}');
    expect(fillPath('/universities/{universityId}/events', { universityId: '' })).toBe(
      '/universities//events',
    );
  });
});
