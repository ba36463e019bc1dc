import { REFERRALS_PATHS, REFERRAL_MESSAGES, apiPath } from '@campusloop/contracts';
import { createTestClock } from '@campusloop/testing';
import { useReferralsTestKit } from '../testing/referrals-test-app';

// Issue 34, finding 8: apply attempts counted per clock hour let ~20 tries through around a boundary.
const clock = createTestClock(new Date('2026-03-02T08:00:00.000Z'));
const kit = useReferralsTestKit({ applyAttemptsPerHour: 10, now: clock.now });
const apply = apiPath(REFERRALS_PATHS.apply);

const guesser = (label: string) =>
  kit.persona(label, { audience: null, universityId: null, universityVerified: false, universityName: null });
const guess = (n: number) => `GUESS${String(n).padStart(5, '0')}`;

describe('POST /referrals/apply counts attempts over the last hour, not the clock hour', () => {
  it('when 10 tries land just before an hour boundary and 10 more just after, then the 11th is refused until an hour after the first', async () => {
    const user = await guesser('Boundary guesser');
    clock.set(new Date('2026-03-02T09:59:00.000Z'));
    for (let n = 0; n < 10; n += 1) expect((await kit.call('post', apply, user, { referralCode: guess(n) })).status).toBe(400);

    clock.set(new Date('2026-03-02T10:00:30.000Z'));
    const after = [];
    for (let n = 10; n < 20; n += 1) after.push(await kit.call('post', apply, user, { referralCode: guess(n) }));

    expect(after.map((answer) => answer.status)).toEqual(Array(10).fill(429));
    expect(after[0]?.body.message).toBe(REFERRAL_MESSAGES.tooManyAttempts);
    expect(Number(after[0]?.headers['retry-after'])).toBe(58 * 60 + 30);
    clock.set(new Date('2026-03-02T10:59:00.001Z'));
    expect((await kit.call('post', apply, user, { referralCode: guess(20) })).status).toBe(400);
  });

  it('refused tries do not keep the window full: after the hour the guesser gets its 10 tries again', async () => {
    const user = await guesser('Hammering guesser');
    clock.set(new Date('2026-03-02T12:00:00.000Z'));
    for (let n = 0; n < 10; n += 1) await kit.call('post', apply, user, { referralCode: guess(n) });
    clock.set(new Date('2026-03-02T12:30:00.000Z'));
    for (let n = 0; n < 5; n += 1) expect((await kit.call('post', apply, user, { referralCode: guess(n) })).status).toBe(429);

    clock.set(new Date('2026-03-02T13:00:00.001Z'));

    expect((await kit.call('post', apply, user, { referralCode: guess(99) })).status).toBe(400);
  });
});
