import { apiRoutes } from '../routes/api-routes';
import { MODERATION_DESK_LIST } from './moderation-desks';
import { IDENTITY_PATHS } from '../identity/identity-paths';
import { authorRestrictionPath, moderationPaths } from './moderation-paths';

describe('MODERATION_DESKS (the moderators’ screen’s tabs)', () => {
  const routes = apiRoutes();
  const declared = (method: string, path: string) =>
    routes.some((route) => route.method === method && route.path === path);

  it('names every desk a route contract declares, and no other (a new desk: add it to MODERATION_DESKS in moderation-desks.ts)', () => {
    const queues = routes
      .filter(
        (route) =>
          route.method === 'GET' && route.path.endsWith('/reports') && route.access?.includes('moderator'),
      )
      .map((route) => route.path)
      .sort();
    expect(queues).toEqual(MODERATION_DESK_LIST.map((desk) => moderationPaths('', desk.desk).queue).sort());
  });

  it.each(MODERATION_DESK_LIST.map((desk) => [desk.label, desk] as const))(
    '%s: its queue, actions and audit log are declared',
    (_label, desk) => {
      const paths = moderationPaths('', desk.desk);
      expect(declared('GET', paths.queue)).toBe(true);
      expect(declared('POST', paths.block)).toBe(true);
      expect(declared('POST', paths.unblock)).toBe(true);
      expect(declared('POST', paths.dismiss)).toBe(true);
      expect(declared('GET', paths.audit)).toBe(true);
    },
  );

  it.each(MODERATION_DESK_LIST.map((desk) => [desk.label, desk] as const))(
    '%s: Restrict author has the route its restrictAuthor names',
    (_label, desk) => {
      if (desk.restrictAuthor === 'sealed') {
        expect(declared('PUT', authorRestrictionPath(desk.desk))).toBe(true);
        expect(declared('DELETE', authorRestrictionPath(desk.desk))).toBe(true);
      }
      if (desk.restrictAuthor === 'account') {
        expect(declared('PUT', IDENTITY_PATHS.accountRestriction)).toBe(true);
        expect(declared('DELETE', IDENTITY_PATHS.accountRestriction)).toBe(true);
      }
    },
  );

  it('gives each desk its own item type, label and path', () => {
    for (const key of ['itemType', 'label', 'desk'] as const) {
      expect(new Set(MODERATION_DESK_LIST.map((desk) => desk[key])).size).toBe(MODERATION_DESK_LIST.length);
    }
  });
});
