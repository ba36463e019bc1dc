import { updateMeRequestSchema } from './profile';

function errorsOf(input: unknown): Record<string, string> {
  const result = updateMeRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('updateMeRequestSchema', () => {
  it('accepts a complete university student profile and normalises it', () => {
    const parsed = updateMeRequestSchema.parse({
      name: '  Asha Rao ',
      bio: '',
      gender: 'FEMALE',
      audience: 'UNIVERSITY_STUDENT',
      degree: ' B.Tech ',
      graduationYear: '2027',
      universityId: 'AbCdEfGhIjK',
    });
    expect(parsed).toEqual({
      name: 'Asha Rao',
      bio: null,
      gender: 'FEMALE',
      audience: 'UNIVERSITY_STUDENT',
      degree: 'B.Tech',
      graduationYear: 2027,
      universityId: 'AbCdEfGhIjK',
    });
  });

  it.each([
    [{ name: 'Al' }, 'name', 'Name must be at least 3 characters'],
    [{ name: '   Al   ' }, 'name', 'Name must be at least 3 characters'],
    [{ name: 'A'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ gender: null }, 'gender', 'Gender is required'],
    [{ gender: '' }, 'gender', 'Gender is required'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be 500 characters or less'],
    [{ degree: '' }, 'degree', 'Degree is required'],
    [{ degree: 'd'.repeat(101) }, 'degree', 'Degree must be less than 100 characters'],
    [{ graduationYear: 1999 }, 'graduationYear', 'Graduation year must be between 2000 and 2040'],
    [{ graduationYear: 2041 }, 'graduationYear', 'Graduation year must be between 2000 and 2040'],
    [{ graduationYear: 2020.5 }, 'graduationYear', 'Graduation year must be between 2000 and 2040'],
    [{ audience: 'UNIVERSITY_STUDENT', graduationYear: 2026 }, 'degree', 'Degree is required'],
    [{ audience: 'UNIVERSITY_STUDENT', degree: 'MSc' }, 'graduationYear', 'Graduation year must be between 2000 and 2040'],
    [{ profileImage: { s3Key: '../../etc/passwd', originalFilename: 'a.png', contentType: 'image/png', fileSize: 10 } }, 'profileImage', 'Invalid media key'],
    [{ profileImage: 42 }, 'profileImage', 'Invalid profile image'],
    [{ profileImage: { id: 'short' } }, 'profileImage', 'Invalid profile image'],
  ])('rejects %j on %s with %s', (input, field, message) => {
    const errors = errorsOf(input);
    const key = Object.keys(errors).find((candidate) => candidate === field || candidate.startsWith(`${field}.`));
    expect(key && errors[key]).toBe(message);
  });

  it.each([
    [{ userType: 'ADMIN' }],
    [{ universityVerified: true }],
    [{ email: 'other@example.com' }],
    [{ referredByCode: 'ABCDEFGHIJ' }],
  ])('refuses fields the client may not set: %j', (input) => {
    const result = updateMeRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('takes a profile image as a new upload, the existing id, or a removal', () => {
    expect(
      updateMeRequestSchema.parse({
        profileImage: { s3Key: 'profile/AbCdEfGhIjK.webp', originalFilename: 'me.webp', contentType: 'image/webp', fileSize: 1024 },
      }).profileImage,
    ).toEqual({ s3Key: 'profile/AbCdEfGhIjK.webp', originalFilename: 'me.webp', contentType: 'image/webp', fileSize: 1024 });
    expect(updateMeRequestSchema.parse({ profileImage: { id: 'AbCdEfGhIjK', s3Key: null } }).profileImage).toEqual({
      id: 'AbCdEfGhIjK',
      s3Key: null,
    });
    expect(updateMeRequestSchema.parse({ profileImage: null }).profileImage).toBeNull();
    expect(updateMeRequestSchema.parse({ profileImage: 'REMOVE' }).profileImage).toBe('REMOVE');
  });
});
