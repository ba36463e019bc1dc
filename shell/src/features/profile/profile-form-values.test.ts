import { aUser } from '@campusloop/web-platform/testing';
import { hasUnsavedChanges, toUpdateRequest, validateProfile, valuesFromUser, type ProfileFormValues } from './profile-form-values';

const newUser = aUser({ name: null, gender: null, audience: null, degree: null, graduationYear: null, universityId: null, universityName: null, universityVerified: false, universityEmail: null, profileComplete: false });
const values = (overrides: Partial<ProfileFormValues>): ProfileFormValues => ({ ...valuesFromUser(newUser), ...overrides });

describe('profile form values', () => {
  it.each([
    [{ name: 'Al' }, 'name', 'Name must be at least 3 characters'],
    [{ name: '  Al  ' }, 'name', 'Name must be at least 3 characters'],
    [{ name: 'N'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ audience: 'OTHER', gender: '' }, 'gender', 'Gender is required'],
    [{ audience: 'UNIVERSITY_STUDENT', gender: '' }, 'gender', 'Please select your gender'],
    [{ bio: 'b'.repeat(501) }, 'bio', 'Bio must be 500 characters or less'],
    [{ audience: null }, 'audience', 'Please select who you are'],
    [{ audience: 'UNIVERSITY_STUDENT', degree: ' ' }, 'degree', 'Degree is required'],
    [{ audience: 'UNIVERSITY_STUDENT', degree: 'd'.repeat(101) }, 'degree', 'Degree must be less than 100 characters'],
    [{ audience: 'UNIVERSITY_STUDENT', graduationYear: '' }, 'graduationYear', 'Graduation year must be between 2000 and 2040'],
    [{ audience: 'UNIVERSITY_STUDENT', graduationYear: '2041' }, 'graduationYear', 'Graduation year must be between 2000 and 2040'],
    [{ audience: 'UNIVERSITY_STUDENT', universityId: '' }, 'universityId', 'Please select a valid university'],
  ] as const)('%j → %s: %s', (overrides, field, message) => {
    expect(validateProfile(values(overrides))[field]).toBe(message);
  });

  it('asks nothing of the university fields for other audiences', () => {
    expect(validateProfile(values({ audience: 'HIGH_SCHOOL_STUDENT', name: 'Kabir Singh', gender: 'MALE' }))).toEqual({});
  });

  it('sends trimmed fields, the integer year and the chosen university of a university student', () => {
    const filled = values({ audience: 'UNIVERSITY_STUDENT', name: ' Asha Rao ', gender: 'FEMALE', bio: '  ', degree: ' B.Tech ', graduationYear: '2027', universityId: 'Un1v_000001' });

    expect(toUpdateRequest(filled, newUser)).toEqual({
      name: 'Asha Rao',
      bio: null,
      gender: 'FEMALE',
      audience: 'UNIVERSITY_STUDENT',
      degree: 'B.Tech',
      graduationYear: 2027,
      universityId: 'Un1v_000001',
    });
  });

  it('never sends the university of a verified student (it is locked)', () => {
    const verified = aUser();
    expect(toUpdateRequest(valuesFromUser(verified), verified)).not.toHaveProperty('universityId');
  });

  it('sends a new picture as its descriptor, a removal as null, and nothing when unchanged', () => {
    const withPicture = aUser({ profileImage: { id: 'Image_00001', url: '/a.png', isDefault: false }, avatarUrl: '/a.png' });
    const descriptor = { s3Key: 'profile/AbCdEfGhIjK.png', originalFilename: 'me.png', contentType: 'image/png' as const, fileSize: 10 };

    expect(toUpdateRequest({ ...valuesFromUser(withPicture), newPicture: descriptor }, withPicture).profileImage).toEqual(descriptor);
    expect(toUpdateRequest({ ...valuesFromUser(withPicture), removePicture: true }, withPicture).profileImage).toBeNull();
    expect(toUpdateRequest(valuesFromUser(withPicture), withPicture)).not.toHaveProperty('profileImage');
  });

  it('knows whether anything is unsaved', () => {
    const user = aUser();
    expect(hasUnsavedChanges(valuesFromUser(user), user)).toBe(false);
    expect(hasUnsavedChanges({ ...valuesFromUser(user), degree: 'M.Tech' }, user)).toBe(true);
  });
});
