import type { AuthUser } from './access-claims';
import { requireCampusStudent } from './require-campus-student';

const student = (over: Partial<AuthUser> = {}): AuthUser =>
  ({
    id: 'Us3r_000001',
    audience: 'UNIVERSITY_STUDENT',
    universityVerified: true,
    universityId: 'Un1v_000001',
    ...over,
  }) as AuthUser;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  return null;
};

describe('requireCampusStudent: the one campus guard', () => {
  it('when a verified student of this university asks, then they are let through', () => {
    expect(requireCampusStudent(student(), 'Un1v_000001').id).toBe('Us3r_000001');
  });

  it('when nobody is signed in, then 401 with the session text', () => {
    expect(refusal(() => requireCampusStudent(undefined, 'Un1v_000001'))).toEqual({
      status: 401,
      message: 'Session expired. Please log in again.',
    });
  });

  it('when a student of another campus or an unverified one asks, then 403 access denied', () => {
    const denied = { status: 403, message: 'Access denied. Please verify your university email.' };
    expect(refusal(() => requireCampusStudent(student(), 'Un1v_000002'))).toEqual(denied);
    expect(refusal(() => requireCampusStudent(student({ universityVerified: false }), 'Un1v_000001'))).toEqual(denied);
  });

  it('when the profile has no university, then the vertical\'s own text if it gives one, else access denied', () => {
    const noUniversity = student({ universityId: null } as Partial<AuthUser>);
    expect(
      refusal(() => requireCampusStudent(noUniversity, 'Un1v_000001', { universityUnknownMessage: 'Complete your profile.' })),
    ).toEqual({ status: 403, message: 'Complete your profile.' });
    expect(refusal(() => requireCampusStudent(noUniversity, 'Un1v_000001'))?.message).toBe(
      'Access denied. Please verify your university email.',
    );
  });
});
