import { z } from 'zod';

/** Issuer, audience and header `typ` of the access tokens identity signs. */
export const ACCESS_TOKEN_ISSUER = 'campusloop-identity';
export const ACCESS_TOKEN_AUDIENCE = 'campusloop-api';
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';

export const USER_AUDIENCES = ['HIGH_SCHOOL_STUDENT', 'UNIVERSITY_STUDENT', 'OTHER'] as const;
export type UserAudience = (typeof USER_AUDIENCES)[number];

/** The claims of an access JWT beyond the registered ones (iss, aud, exp, iat, sub). */
export const accessClaimsSchema = z.object({
  sub: z.string().min(1),
  audience: z.enum(USER_AUDIENCES).nullable(),
  universityId: z.string().nullable(),
  universityVerified: z.boolean(),
  userType: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  universityName: z.string().nullable(),
  profileComplete: z.boolean(),
  /** The session (refresh-token family) the token belongs to: a revoked session's tokens are refused. */
  sid: z.string().min(1).max(64).optional(),
  /** Roles beyond being a user (`moderator`), absent for most; a revoked role ends the user's sessions. */
  roles: z.array(z.string().min(1).max(32)).max(8).optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** The authenticated caller as services see it (`req.user`). */
export type AuthUser = Omit<AccessClaims, 'sub'> & { id: string };

export function claimsToUser({ sub, ...rest }: AccessClaims): AuthUser {
  return { id: sub, ...rest };
}
