import { isModeratorSession, sessionRoles } from './session-roles';
import { tokenStorage } from './token-storage';

const jwt = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');

describe('sessionRoles', () => {
  afterEach(() => tokenStorage.clear());

  it('reads the roles claim of the stored access token', () => {
    tokenStorage.setAccessToken(jwt({ sub: 'u1', name: 'Zoë Ñ', roles: ['moderator'] }));
    expect(sessionRoles()).toEqual(['moderator']);
    expect(isModeratorSession()).toBe(true);
  });

  it('is empty without the claim, without a token, or for a token that is not a JWT', () => {
    expect(isModeratorSession(jwt({ sub: 'u1' }))).toBe(false);
    expect(sessionRoles(null)).toEqual([]);
    expect(isModeratorSession('not-a-token')).toBe(false);
    expect(sessionRoles(jwt({ roles: 'moderator' }))).toEqual([]);
  });
});
