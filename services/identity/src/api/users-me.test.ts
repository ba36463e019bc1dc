import request from 'supertest';
import { errorBodySchema, userSchema } from '@campusloop/contracts';
import { universityIdForSlug } from '../seed/university-id';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();
const IIT_BOMBAY = universityIdForSlug('iit-bombay');

async function signedIn(prefix = 'profile') {
  const { accessToken } = await identity.signIn(uniqueEmail(prefix));
  const auth = `Bearer ${accessToken}`;
  return {
    get: () => request(identity.app()).get('/api/v1/users/me').set('Authorization', auth),
    patch: (body: unknown) => request(identity.app()).patch('/api/v1/users/me').set('Authorization', auth).send(body as object),
  };
}

const universityStudent = { name: 'Asha Rao', gender: 'FEMALE', audience: 'UNIVERSITY_STUDENT', degree: 'B.Tech Computer Science', graduationYear: 2027, universityId: IIT_BOMBAY };

describe('GET /users/me', () => {
  it('answers the user of spec §3 and nothing private', async () => {
    const user = await signedIn();

    const response = await user.get().expect(200);

    const body = userSchema.parse(response.body);
    expect(body).toMatchObject({
      name: null,
      bio: null,
      gender: null,
      audience: null,
      userType: 'VERIFIED',
      profileComplete: false,
      profileImage: null,
      avatarUrl: null,
      isVerified: false,
      universityVerified: false,
      universityEmailVerifiedAt: null,
      hasAppliedReferralCode: false,
      referredByCode: null,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('without a token → 401', async () => {
    const response = await request(identity.app()).get('/api/v1/users/me').expect(401);

    expect(errorBodySchema.parse(response.body).message).toBe('Session expired. Please log in again.');
  });
});

describe('PATCH /users/me', () => {
  it('completes a high-school profile with name, gender and audience', async () => {
    const user = await signedIn();

    const response = await user.patch({ name: '  Kabir Singh ', gender: 'MALE', audience: 'HIGH_SCHOOL_STUDENT', bio: 'Aspiring engineer' }).expect(200);

    expect(userSchema.parse(response.body)).toMatchObject({ name: 'Kabir Singh', bio: 'Aspiring engineer', profileComplete: true, audience: 'HIGH_SCHOOL_STUDENT' });
    expect((await user.get()).body).toEqual(response.body);
  });

  it('completes a university profile with degree, graduation year and university (name filled in)', async () => {
    const user = await signedIn();

    const response = await user.patch(universityStudent).expect(200);

    expect(userSchema.parse(response.body)).toMatchObject({
      ...universityStudent,
      universityName: 'Indian Institute of Technology Bombay',
      profileComplete: true,
      universityVerified: false,
    });
  });

  it('a university student without a university is not complete', async () => {
    const user = await signedIn();
    const { universityId: _none, ...withoutUniversity } = universityStudent;

    const response = await user.patch(withoutUniversity).expect(200);

    expect(response.body.profileComplete).toBe(false);
  });

  it('changes only the fields sent', async () => {
    const user = await signedIn();
    await user.patch({ name: 'Ravi Kumar', gender: 'MALE', audience: 'OTHER' }).expect(200);

    const response = await user.patch({ bio: 'Hello' }).expect(200);

    expect(response.body).toMatchObject({ name: 'Ravi Kumar', gender: 'MALE', audience: 'OTHER', bio: 'Hello' });
  });

  it.each([
    [{ name: 'Al' }, 'name', 'Name must be at least 3 characters'],
    [{ name: '  Al  ' }, 'name', 'Name must be at least 3 characters'],
    [{ name: 'N'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ gender: null }, 'gender', 'Gender is required'],
    [{ gender: 'UNKNOWN' }, 'gender', 'Please select a valid gender'],
    [{ bio: 'b'.repeat(501) }, 'bio', 'Bio must be 500 characters or less'],
    [{ degree: '   ' }, 'degree', 'Degree is required'],
    [{ degree: 'd'.repeat(101) }, 'degree', 'Degree must be less than 100 characters'],
    [{ graduationYear: 1999 }, 'graduationYear', 'Graduation year must be between 2000 and 2040'],
    [{ graduationYear: 2041 }, 'graduationYear', 'Graduation year must be between 2000 and 2040'],
    [{ graduationYear: 'soon' }, 'graduationYear', 'Graduation year must be between 2000 and 2040'],
    [{ ...universityStudent, degree: undefined }, 'degree', 'Degree is required'],
    [{ ...universityStudent, graduationYear: null }, 'graduationYear', 'Graduation year must be between 2000 and 2040'],
    [{ universityId: 'NoSuchUni00' }, 'universityId', 'Please select a valid university'],
    [{ universityEmail: 'asha@iitb.ac.in' }, 'universityEmail', 'University email can only be set by verifying it'],
    [{ audience: 'HIGH_SCHOOL_STUDENT' }, 'gender', 'Gender is required'],
    [{ audience: 'HIGH_SCHOOL_STUDENT', gender: 'FEMALE' }, 'name', 'Name must be at least 3 characters'],
    [{ audience: 'UNIVERSITY_STUDENT', name: 'Asha Rao', degree: 'BSc', graduationYear: 2026 }, 'gender', 'Please select your gender'],
  ])('%j → 400 with validationErrors.%s = %s', async (body, field, message) => {
    const user = await signedIn();

    const response = await user.patch(body).expect(400);

    const error = errorBodySchema.parse(response.body);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(error.validationErrors?.[field]).toBe(message);
    expect(error.message).toBe(Object.values(error.validationErrors ?? {})[0]);
  });

  it('audience locks once University Student: "Cannot change once set to University Student"', async () => {
    const user = await signedIn();
    await user.patch(universityStudent).expect(200);

    const response = await user.patch({ audience: 'OTHER' }).expect(400);

    expect(response.body.validationErrors).toEqual({ audience: 'Cannot change once set to University Student' });
    await user.patch({ audience: 'UNIVERSITY_STUDENT', degree: 'M.Tech', graduationYear: 2029 }).expect(200);
    expect((await user.get()).body.audience).toBe('UNIVERSITY_STUDENT');
  });

  it('other audiences can still change', async () => {
    const user = await signedIn();
    await user.patch({ name: 'Nisha Patel', gender: 'FEMALE', audience: 'HIGH_SCHOOL_STUDENT' }).expect(200);

    const response = await user.patch({ audience: 'OTHER' }).expect(200);

    expect(response.body.audience).toBe('OTHER');
  });

  it.each([
    ['email', 'someone-else@example.com'],
    ['userType', 'ADMIN'],
    ['universityVerified', true],
    ['universityEmailVerifiedAt', '2024-01-01T00:00:00.000Z'],
    ['isVerified', true],
    ['profileComplete', true],
    ['hasAppliedReferralCode', true],
    ['referredByCode', 'ABCDEFGHIJ'],
    ['universityName', 'Fake University'],
    ['id', 'AAAAAAAAAAA'],
  ])('a client can never set %s (400, named, and nothing changes)', async (field, value) => {
    const user = await signedIn();
    const before = (await user.get()).body;

    const response = await user.patch({ name: 'Valid Name', [field]: value }).expect(400);

    expect(response.body.validationErrors).toEqual({ [field]: 'This field cannot be changed' });
    expect((await user.get()).body).toEqual(before);
  });

  it.each([
    [{ name: { $gt: '' } }],
    [{ audience: { $ne: 'UNIVERSITY_STUDENT' } }],
    [JSON.parse('{"__proto__": {"universityVerified": true}}')],
    [[{ name: 'Array Body' }]],
  ])('hostile payload %j → 400', async (body) => {
    const user = await signedIn();

    const response = await user.patch(body).expect(400);

    expect(errorBodySchema.parse(response.body).status).toBe(400);
    expect((await user.get()).body.universityVerified).toBe(false);
  });

  it('without a token → 401', async () => {
    await request(identity.app()).patch('/api/v1/users/me').send({ name: 'Nobody Here' }).expect(401);
  });
});
