import request from 'supertest';
import { uniqueEmail, type IdentityTestApp } from './identity-test-app';

/** A freshly signed-in student and the university e-mail calls they make (request-otp, verify-otp, /users/me). */
export async function signedInStudent(identity: IdentityTestApp, prefix = 'student') {
  const session = await identity.signIn(uniqueEmail(prefix));
  const auth = `Bearer ${session.accessToken}`;
  const post = (path: string, body: object) => request(identity.app()).post(`/api/v1/users/me/university-email/${path}`).set('Authorization', auth).send(body);
  return {
    session,
    requestOtp: (universityEmail: string, universityId: string) => post('request-otp', { universityEmail, universityId }),
    verifyOtp: (universityEmail: string, universityId: string, otp: string) => post('verify-otp', { universityEmail, universityId, otp }),
    patch: (body: object) => request(identity.app()).patch('/api/v1/users/me').set('Authorization', auth).send(body),
    me: () => request(identity.app()).get('/api/v1/users/me').set('Authorization', auth),
  };
}
