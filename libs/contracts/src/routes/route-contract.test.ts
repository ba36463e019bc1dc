import { EVENT_ROUTES } from '../events/event-routes';
import { FEED_ROUTES } from '../feed/feed-routes';
import { aPage } from '../testing/fixtures';
import { apiRoutes } from './api-routes';
import { answerProblem } from './check-answer';
import { findRoute } from './route-contract';

describe('finding the contract of a request', () => {
  it('prefers a literal segment to a parameter: /events/past is the past list, not event "past"', () => {
    const routes = apiRoutes();

    expect(findRoute(routes, 'GET', '/api/v1/universities/uni_aaaaaaa/events/past?page=1')?.id).toBe(
      'events.listPastEvents',
    );
    expect(findRoute(routes, 'get', '/api/v1/universities/uni_aaaaaaa/events/evt_bbbbbbb')?.id).toBe(
      'events.getEvent',
    );
    expect(findRoute(routes, 'GET', '/api/v1/calendars/subscription')?.id).toBe(
      'events.getCalendarSubscription',
    );
    expect(findRoute(routes, 'PATCH', '/api/v1/feed/posts/p0000000001')).toBeUndefined();
  });

  it('names every contract <vertical>.<name>', () => {
    expect(FEED_ROUTES.likeTarget).toMatchObject({
      id: 'feed.likeTarget',
      vertical: 'feed',
      path: '/feed/posts/{postId}/like',
    });
    expect(EVENT_ROUTES).not.toHaveProperty('likeTarget');
  });
});

describe('checking an answer against its contract', () => {
  it('accepts a declared answer and says what is wrong with an undeclared status, a wrong body or a broken error', () => {
    const list = FEED_ROUTES.listPublicPosts;

    expect(answerProblem(list, 200, aPage([]))).toBeUndefined();
    expect(answerProblem(list, 201, aPage([]))).toMatch(/not one of its answers \(200\)/);
    expect(answerProblem(list, 200, { content: 'nope' })).toMatch(/breaking its answer schema/);
    expect(
      answerProblem(list, 404, { status: 404, code: 'NOT_FOUND', message: 'Content not found.' }),
    ).toBeUndefined();
    expect(answerProblem(list, 404, { status: 500, code: 'X', message: 'm' })).toMatch(
      /error body saying 500/,
    );
    expect(answerProblem(FEED_ROUTES.deletePost, 204, '')).toBeUndefined();
    expect(answerProblem(FEED_ROUTES.deletePost, 204, { id: 'x' })).toMatch(/a body where none is declared/);
  });
});
