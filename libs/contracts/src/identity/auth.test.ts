import { contactRequestSchema } from './contact';
import { verifyOtpRequestSchema } from './auth';
import { verifyUniversityOtpRequestSchema, requestUniversityOtpRequestSchema } from './university-email';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('OTP and contact request schemas', () => {
  it('asks for the full 6-digit code', () => {
    expect(firstMessage(verifyOtpRequestSchema.safeParse({ email: 'a@b.co', otp: '12345' }))).toBe(
      'Please enter the full 6-digit OTP.',
    );
    expect(firstMessage(verifyOtpRequestSchema.safeParse({ email: 'a@b.co', otp: '12345a' }))).toBe(
      'Please enter the full 6-digit OTP.',
    );
    expect(verifyOtpRequestSchema.parse({ email: 'A@B.co', otp: '012345' })).toEqual({ email: 'a@b.co', otp: '012345' });
  });

  it('uses the university texts for university verification', () => {
    expect(
      firstMessage(verifyUniversityOtpRequestSchema.safeParse({ universityEmail: 'a@iitb.ac.in', universityId: 'AbCdEfGhIjK', otp: '1' })),
    ).toBe('Enter full 6-digit OTP');
    expect(firstMessage(requestUniversityOtpRequestSchema.safeParse({ universityId: 'AbCdEfGhIjK' }))).toBe(
      'Please enter your university email',
    );
    expect(firstMessage(requestUniversityOtpRequestSchema.safeParse({ universityEmail: 'a@iitb.ac.in' }))).toBe(
      'Please select a university to verify your email',
    );
  });

  it.each([
    [{ email: 'a@b.co', message: 'Hi' }, 'Name is required'],
    [{ name: ' ', email: 'a@b.co', message: 'Hi' }, 'Name is required'],
    [{ name: 'Asha', email: 'nope', message: 'Hi' }, 'Invalid email'],
    [{ name: 'Asha', email: 'a@b.co', message: '   ' }, 'Message cannot be empty'],
  ])('validates the contact form %j', (input, message) => {
    expect(firstMessage(contactRequestSchema.safeParse(input))).toBe(message);
  });
});
