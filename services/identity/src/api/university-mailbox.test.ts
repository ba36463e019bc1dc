import { createLogger, trusted } from '@campusloop/service-kit';
import { errorBodySchema, requestUniversityOtpResponseSchema } from '@campusloop/contracts';
import { normaliseVerifiedMailboxes } from '../domain/universities/normalise-verified-mailboxes';
import { universityIdForSlug } from '../seed/university-id';
import { useIdentityTestApp } from '../testing/identity-test-app';
import { signedInStudent } from '../testing/university-student';

const identity = useIdentityTestApp();
const IIT_BOMBAY = universityIdForSlug('iit-bombay');
const ALREADY_VERIFIED_ELSEWHERE = 'This university email is already verified by another account.';
const student = (prefix = 'student') => signedInStudent(identity, prefix);
let names = 0;
/** A campus login name nobody used yet in this run. */
const freshName = () => `roll${Date.now().toString(36)}${(names += 1)}`;

/** A student who verified `address` at IIT Bombay. */
async function verifiedStudent(address: string) {
  const owner = await student('owner');
  await owner.requestOtp(address, IIT_BOMBAY).expect(200);
  await owner.verifyOtp(address, IIT_BOMBAY, await identity.inbox().nextCodeFor(address)).expect(200);
  identity.clock.advance(31_000); // past the mailbox's resend cooldown
  return owner;
}

describe('asking for a university code cannot tell whether another account verified the address', () => {
  it('when the address is taken, then the same 200 as for a free one, and the mailbox gets a notice without a code', async () => {
    const taken = `${freshName()}@iitb.ac.in`;
    const free = `${freshName()}@iitb.ac.in`;
    await verifiedStudent(taken);
    const prober = await student('prober');

    const forTaken = await prober.requestOtp(taken, IIT_BOMBAY);
    identity.clock.advance(31_000);
    const forFree = await prober.requestOtp(free, IIT_BOMBAY);

    expect(forTaken.status).toBe(200);
    expect(forFree.status).toBe(200);
    expect(requestUniversityOtpResponseSchema.parse(forTaken.body)).toEqual(requestUniversityOtpResponseSchema.parse(forFree.body));
    const notice = await identity.inbox().nextMailTo(taken);
    expect(notice.subject).toBe('Verify your university email for CampusLoop');
    expect(notice.text).toContain('already verified by a CampusLoop account');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(await identity.inbox().nextCodeFor(free)).toMatch(/^\d{6}$/);
  });

  it('when the address is taken, the request still counts: a second ask within 30 s gets the same 429 as a free address', async () => {
    const taken = `${freshName()}@iitb.ac.in`;
    await verifiedStudent(taken);
    const prober = await student('prober');

    await prober.requestOtp(taken, IIT_BOMBAY).expect(200);
    const tooSoon = await prober.requestOtp(taken, IIT_BOMBAY);

    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('30');
  });

  it('when someone guesses a code for a taken address, then the same 400 as any wrong code, never the 409', async () => {
    const taken = `${freshName()}@iitb.ac.in`;
    await verifiedStudent(taken);
    const prober = await student('prober');
    await prober.requestOtp(taken, IIT_BOMBAY).expect(200);

    const guess = await prober.verifyOtp(taken, IIT_BOMBAY, '123456');

    expect(guess.status).toBe(400);
    expect(errorBodySchema.parse(guess.body).message).toBe('Invalid or expired OTP. Please try again.');
  });
});

describe('one university mailbox verifies one account', () => {
  it('when name@iitb.ac.in is verified, then name+tag@cse.iitb.ac.in gets no code and cannot verify a second account', async () => {
    const name = freshName();
    await verifiedStudent(`${name}@iitb.ac.in`);
    const second = await student('second');
    const variant = `${name}+tag@cse.iitb.ac.in`;

    await second.requestOtp(variant, IIT_BOMBAY).expect(200);
    const notice = await identity.inbox().nextMailTo(variant);
    const guess = await second.verifyOtp(variant, IIT_BOMBAY, '123456');

    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(guess.status).toBe(400);
    expect((await second.me()).body.universityVerified).toBe(false);
  });

  it('when two accounts hold codes for two spellings of one mailbox, then the second to verify gets 409 with the spec text', async () => {
    const name = freshName();
    const plain = `${name}@iitb.ac.in`;
    const tagged = `${name.toUpperCase()}+campusloop@cse.iitb.ac.in`;
    const first = await student('first');
    const second = await student('second');
    await first.requestOtp(plain, IIT_BOMBAY).expect(200);
    const firstCode = await identity.inbox().nextCodeFor(plain);
    identity.clock.advance(31_000);
    await second.requestOtp(tagged, IIT_BOMBAY).expect(200);
    const secondCode = await identity.inbox().nextCodeFor(tagged);

    await first.verifyOtp(plain, IIT_BOMBAY, firstCode).expect(200);
    const late = await second.verifyOtp(tagged, IIT_BOMBAY, secondCode);

    expect(late.status).toBe(409);
    expect(errorBodySchema.parse(late.body)).toMatchObject({ code: 'CONFLICT', message: ALREADY_VERIFIED_ELSEWHERE });
    expect((await second.me()).body.universityVerified).toBe(false);
  });

  it('when several accounts verify spellings of one mailbox at the same moment, then exactly one succeeds and the others get 409', async () => {
    const name = freshName();
    const spellings = [`${name}@iitb.ac.in`, `${name}+a@iitb.ac.in`, `${name}@cse.iitb.ac.in`, `${name}+b@ee.iitb.ac.in`, `${name.toUpperCase()}@IITB.AC.IN`];
    const contenders = [];
    for (const address of spellings) {
      const contender = await student('racer');
      await contender.requestOtp(address, IIT_BOMBAY).expect(200);
      contenders.push({ contender, address, code: await identity.inbox().nextCodeFor(address) });
      identity.clock.advance(31_000); // the spellings share one mailbox, so one cooldown
    }

    const answers = await Promise.all(contenders.map(({ contender, address, code }) => contender.verifyOtp(address, IIT_BOMBAY, code)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.message === ALREADY_VERIFIED_ELSEWHERE)).toBe(true);
    const verified = await identity.models().users.find({ universityVerified: true, universityEmail: trusted({ $in: spellings }) }).lean();
    expect(verified).toHaveLength(1);
    expect(await identity.models().verifiedUniversityEmails.find({ _id: `${name.toLowerCase()}@iitb.ac.in` }).lean()).toHaveLength(1);
  });

  it('the per-address limits count the mailbox, so plus tags do not multiply the codes one mailbox receives', async () => {
    const name = freshName();
    const user = await student();

    await user.requestOtp(`${name}+1@iitb.ac.in`, IIT_BOMBAY).expect(200);
    const sameMailbox = await user.requestOtp(`${name}+2@cse.iitb.ac.in`, IIT_BOMBAY);

    expect(sameMailbox.status).toBe(429);
  });
});

describe('addresses verified before mailboxes were normalised', () => {
  it('are re-keyed to their mailbox at start, so the old spelling still blocks every other spelling', async () => {
    const name = freshName();
    const legacyAddress = `${name}+old@cse.iitb.ac.in`;
    const owner = await student('legacy');
    const { verifiedUniversityEmails } = identity.models();
    const ownerId = (await owner.me()).body.id as string;
    await verifiedUniversityEmails.collection.insertOne({ _id: legacyAddress as never, userId: ownerId, universityId: IIT_BOMBAY, verifiedAt: new Date() });

    const rekeyed = await normaliseVerifiedMailboxes(identity.models(), createLogger({ name: 'test', level: 'silent' }));
    const again = await normaliseVerifiedMailboxes(identity.models(), createLogger({ name: 'test', level: 'silent' }));

    expect(rekeyed).toBeGreaterThanOrEqual(1);
    expect(again).toBe(0);
    expect(await verifiedUniversityEmails.findById(legacyAddress).lean()).toBeNull();
    expect(await verifiedUniversityEmails.findById(`${name}@iitb.ac.in`).lean()).toMatchObject({ userId: ownerId, email: legacyAddress });
  });
});
