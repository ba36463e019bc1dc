import { postLoginPath, profileFormPath } from './post-login-path';

describe('postLoginPath', () => {
  it('sends a complete profile to the dashboard', () => {
    expect(postLoginPath({ profileComplete: true, audience: 'OTHER' })).toBe('/dashboard');
  });

  it('sends an incomplete profile to the form of its audience', () => {
    expect(postLoginPath({ profileComplete: false, audience: 'HIGH_SCHOOL_STUDENT' })).toBe('/highschool-form');
    expect(postLoginPath({ profileComplete: false, audience: 'UNIVERSITY_STUDENT' })).toBe('/university-form');
    expect(postLoginPath({ profileComplete: false, audience: 'OTHER' })).toBe('/profile');
    expect(profileFormPath(null)).toBe('/profile');
  });
});
