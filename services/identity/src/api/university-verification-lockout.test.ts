import request from 'supertest';
import { AUTH_MESSAGES } from '@campusloop/contracts';
import { throughGateway } from '@campusloop/testing';
import { universityIdForSlug } from '../seed/university-id';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

// Issue 34, finding 2 (university e-mail): one send slot per mailbox let any signed-in account hold up a
// student's verification for an hour and flood the mailbox. Sends now count per asking account.
const identity = useIdentityTestApp();
const IIT_BOMBAY = universityIdForSlug('iit-bombay');
const STUDENT_IP = '203.0.113.60';
const ATTACKER_IP = '198.51.100.210';

/** A signed-in account asking for university codes from `ip` (as the gateway vouches for it). */
async function account(prefix: string, ip: string) {
  const { accessToken } = await identity.signIn(uniqueEmail(prefix));
  const post = (path: string, body: object) =>
    request(identity.app())
      .post(`/api/v1/users/me/university-email/${path}`)
      .set('Authorization', `Bearer ${accessToken}`)
      .set(throughGateway(ip))
      .send(body);
  return {
    requestOtp: (universityEmail: string) =>
      post('request-otp', { universityEmail, universityId: IIT_BOMBAY }),
    verifyOtp: (universityEmail: string, otp: string) =>
      post('verify-otp', { universityEmail, universityId: IIT_BOMBAY, otp }),
  };
}
const mailbox = () => uniqueEmail('roll', 'iitb.ac.in');

describe("nobody can hold up a student's university verification", () => {
  it("when another account keeps asking for codes to the student's mailbox, then it is refused after 10 and the student gets a code at once and verifies", async () => {
    const address = mailbox();
    const attacker = await account('attacker', ATTACKER_IP);
    const student = await account('student', STUDENT_IP);

    const attackerAnswers: number[] = [];
    for (let ask = 0; ask < 10; ask += 1) {
      if (ask) identity.clock.advance(31_000);
      attackerAnswers.push((await attacker.requestOtp(address)).status);
      await identity.inbox().nextMailTo(address);
    }
    const studentAsks = await student.requestOtp(address).expect(200); // right after the attacker's last code
    const studentsCode = await identity.inbox().nextCodeFor(address);
    identity.clock.advance(31_000);
    const attackerRefused = await attacker.requestOtp(address).expect(429);

    expect(attackerAnswers).toEqual(Array(10).fill(200));
    expect(studentAsks.body).toMatchObject({ message: 'OTP sent', resendAfterSeconds: 30 });
    expect(attackerRefused.body.message).toBe(AUTH_MESSAGES.tooManyCodes);
    expect(Number(attackerRefused.headers['retry-after'])).toBeGreaterThan(0);
    await student.verifyOtp(address, studentsCode).expect(200);
  });

  it('one account gets at most 10 university codes an hour, whatever the mailboxes; another account is not affected', async () => {
    const sprayer = await account('sprayer', ATTACKER_IP);
    const answers: number[] = [];
    for (let ask = 0; ask < 11; ask += 1) {
      const address = mailbox();
      answers.push((await sprayer.requestOtp(address)).status);
      if (ask < 10) await identity.inbox().nextMailTo(address);
    }
    const bystander = await account('bystander', ATTACKER_IP);

    expect(answers).toEqual([...Array(10).fill(200), 429]);
    await bystander.requestOtp(mailbox()).expect(200);
  });

  it('when a student asks for a second code, then the first one still verifies', async () => {
    const address = mailbox();
    const student = await account('two-codes', STUDENT_IP);
    await student.requestOtp(address).expect(200);
    const first = await identity.inbox().nextCodeFor(address);
    identity.clock.advance(31_000);
    await student.requestOtp(address).expect(200);
    await identity.inbox().nextCodeFor(address);

    await student.verifyOtp(address, first).expect(200);
  });
});
