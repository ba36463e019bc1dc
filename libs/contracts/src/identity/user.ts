import { z } from 'zod';
import { publicIdSchema } from '../ids';

export const AUDIENCES = ['HIGH_SCHOOL_STUDENT', 'UNIVERSITY_STUDENT', 'OTHER'] as const;
export const audienceSchema = z.enum(AUDIENCES);
export type Audience = z.infer<typeof audienceSchema>;

export const GENDERS = ['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const USER_TYPES = ['VERIFIED'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** Profile picture as the user JSON carries it (spec §3: id, url, isDefault). */
export const profileImageSchema = z.strictObject({
  id: publicIdSchema,
  url: z.string().nullable(),
  isDefault: z.boolean(),
});
export type ProfileImage = z.infer<typeof profileImageSchema>;

/** GET/PATCH /users/me (spec §3 User). Strict, so a leaked private field fails the contract tests. */
export const userSchema = z.strictObject({
  id: publicIdSchema,
  name: z.string().nullable(),
  email: z.string(),
  bio: z.string().nullable(),
  gender: genderSchema.nullable(),
  audience: audienceSchema.nullable(),
  userType: userTypeSchema,
  profileComplete: z.boolean(),
  profileImage: profileImageSchema.nullable(),
  avatarUrl: z.string().nullable(),
  /** True when the university e-mail is verified (the badge with the university name). */
  isVerified: z.boolean(),
  universityName: z.string().nullable(),
  universityId: publicIdSchema.nullable(),
  universityEmail: z.string().nullable(),
  universityVerified: z.boolean(),
  universityEmailVerifiedAt: isoDateTime.nullable(),
  degree: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  hasAppliedReferralCode: z.boolean(),
  referredByCode: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type User = z.infer<typeof userSchema>;
