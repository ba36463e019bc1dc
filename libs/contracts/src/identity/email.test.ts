import { isValidEmail, loginEmailSchema } from './email';

function messageOf(input: unknown): string | undefined {
  const result = loginEmailSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('loginEmailSchema', () => {
  it('trims and lower-cases a valid address', () => {
    expect(loginEmailSchema.parse('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['not-an-email', 'Please enter a valid email address'],
    [{ $gt: '' }, 'Please enter a valid email address'],
    [`${'a'.repeat(64)}@${'b'.repeat(186)}.com`, 'Email address is too long'],
  ])('answers %j with %s', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });
});

describe('isValidEmail', () => {
  it.each([
    'a@b.co',
    'first.last+tag@sub.example.org',
    "o'neil@cs.iitb.ac.in",
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'a@b',
    'a@b.c',
    'a@@b.com',
    'a@b@c.com',
    '@b.com',
    'a@.com',
    'a@-b.com',
    'a@b-.com',
    'a b@c.com',
    '.a@b.com',
    'a..b@c.com',
    'a@b.c0m',
    `${'a'.repeat(65)}@b.com`,
    `a@${'b'.repeat(64)}.com`,
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
