// Verified IIT Bombay students for the fault tests, the soak and the stack benchmarks, signed up through the public API as a
// person does (the demo seed's helpers: code by mail from MailDev, profile, university e-mail code).
export type Call = (
  apiUrl: string,
  method: string,
  route: string,
  options?: { token?: string; body?: unknown },
) => Promise<Record<string, unknown>>;

type Seed = {
  call: Call;
  signIn(apiUrl: string, inboxUrl: string, email: string): Promise<{ accessToken: string; refreshToken?: string }>;
  /** Answers the new access token; `session` then holds the new pair (verification starts a new session). */
  becomeVerifiedStudent(
    apiUrl: string,
    inboxUrl: string,
    session: { accessToken: string; refreshToken?: string },
    university: { id: string },
    profile: Record<string, string>,
  ): Promise<string>;
};

export async function seedSession(): Promise<Seed> {
  return (await import('../seed/seed-session.mjs')) as unknown as Seed;
}

export interface Campus {
  universityId: string;
  /** Access tokens of verified students, one per name asked for. */
  tokens: string[];
  /** Their refresh tokens, same order (the soak renews access tokens with them). */
  refreshTokens: string[];
}

/** How the students present themselves (`Reliability soak1`, bio 'fault tests and soak' by default). */
export interface StudentLabel {
  label?: string;
  bio?: string;
}

export async function signUpStudents(
  apiUrl: string,
  inboxUrl: string,
  names: string[],
  tag: string,
  { label = 'Reliability', bio = 'fault tests and soak' }: StudentLabel = {},
): Promise<Campus> {
  const { call, signIn, becomeVerifiedStudent } = await seedSession();
  const universities = (await call(apiUrl, 'GET', '/universities')) as unknown as Array<{ id: string; name: string }>;
  const university = universities.find((candidate) => candidate.name === 'Indian Institute of Technology Bombay');
  if (!university) throw new Error('IIT Bombay is not among the seeded universities');
  const tokens: string[] = [];
  const refreshTokens: string[] = [];
  for (const name of names) {
    const session = await signIn(apiUrl, inboxUrl, `${tag}.${name}@gmail.com`);
    tokens.push(
      await becomeVerifiedStudent(apiUrl, inboxUrl, session, university, {
        name: `${label} ${name}`,
        gender: 'PREFER_NOT_TO_SAY',
        bio,
        universityEmail: `${tag}.${name}@iitb.ac.in`,
      }),
    );
    refreshTokens.push(session.refreshToken ?? '');
  }
  return { universityId: university.id, tokens, refreshTokens };
}
