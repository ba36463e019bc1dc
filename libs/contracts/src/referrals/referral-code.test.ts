import { referralCodeSchema } from './referral-code';
import { referralCodeProblem } from './referral-code-format';

describe('a referral code as the apply form and the service check it', () => {
  it.each(['', 'A', 'ABCDE1234', 'ABCDE123456', 'abcde12345', 'ABCDE 2345', 'ABCDE-2345', 'ÄBCDE12345', 'ABCDE12345'])(
    'the form (zod-free) says what the schema says first about %j',
    (code) => {
      const checked = referralCodeSchema.safeParse(code);
      expect(referralCodeProblem(code)).toBe(checked.success ? undefined : checked.error.issues[0]?.message);
    },
  );
});
