import { z } from 'zod';
import { BIO_MAX, DEGREE_MAX, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, NAME_MAX, NAME_MIN } from '../constants';
import { uploadDescriptorSchema } from '../media/media-item';
import { PUBLIC_ID_PATTERN } from '../ids';
import { emailSchema } from './email';
import { PROFILE_MESSAGES, UNIVERSITY_MESSAGES } from './messages';
import { AUDIENCES, GENDERS } from './user';
import { singleLineText } from '../single-line-text';

const { nameTooShort, nameTooLong, genderRequired, degreeRequired, degreeTooLong, graduationYearRange } = PROFILE_MESSAGES;

/** 3 to 50 characters after trimming (spec §5). */
export const profileNameSchema = singleLineText(
  z.string({ error: nameTooShort }).trim().min(NAME_MIN, nameTooShort).max(NAME_MAX, nameTooLong),
  'Name',
);

/** Optional, at most 500; blank means none. */
export const profileBioSchema = z
  .string({ error: PROFILE_MESSAGES.bioTooLong })
  .trim()
  .max(BIO_MAX, PROFILE_MESSAGES.bioTooLong)
  .transform((bio) => (bio === '' ? null : bio))
  .nullable();

export const profileGenderSchema = z.enum(GENDERS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? genderRequired : PROFILE_MESSAGES.invalidGender,
});

export const profileAudienceSchema = z.enum(AUDIENCES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? PROFILE_MESSAGES.audienceRequired : PROFILE_MESSAGES.invalidAudience,
});

/** Required for university students, at most 100 (spec §5). */
export const profileDegreeSchema = singleLineText(
  z.string({ error: degreeRequired }).trim().min(1, degreeRequired).max(DEGREE_MAX, degreeTooLong),
  'Degree',
);

/** An integer 2000 to 2040; a string of digits (a select's value) is accepted too. */
export const graduationYearSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: graduationYearRange })
    .int(graduationYearRange)
    .min(GRADUATION_YEAR_MIN, graduationYearRange)
    .max(GRADUATION_YEAR_MAX, graduationYearRange),
);

/** The university e-mail field: valid, at most 254 (spec §5 'University profile'). */
export const universityEmailSchema = emailSchema({
  required: UNIVERSITY_MESSAGES.universityEmailRequired,
  invalid: 'Please enter a valid email address',
  tooLong: 'Email address is too long',
});

const universityIdSchema = z
  .string({ error: UNIVERSITY_MESSAGES.universityRequired })
  .regex(PUBLIC_ID_PATTERN, PROFILE_MESSAGES.invalidUniversity);

const invalidImage = { error: PROFILE_MESSAGES.invalidProfileImage };

/** A new upload, as sent after a presigned PUT (spec §3 Media item, without id; media's descriptor). */
export const profileUploadDescriptorSchema = uploadDescriptorSchema.extend({ id: z.null().optional() });
export type ProfileUploadDescriptor = z.infer<typeof profileUploadDescriptorSchema>;

/** The existing image, sent as its id with null fields: keep it. */
export const existingProfileImageSchema = z.strictObject({
  id: z.string(invalidImage).regex(PUBLIC_ID_PATTERN, invalidImage),
  url: z.string().nullable().optional(),
  isDefault: z.boolean().nullable().optional(),
  s3Key: z.null().optional(),
  originalFilename: z.null().optional(),
  contentType: z.null().optional(),
  fileSize: z.null().optional(),
}, invalidImage);

/** null or 'REMOVE' removes the picture. */
export const profileImageInputSchema = z.union(
  [z.null(), z.literal('REMOVE'), profileUploadDescriptorSchema, existingProfileImageSchema],
  { error: PROFILE_MESSAGES.invalidProfileImage },
);
export type ProfileImageInput = z.infer<typeof profileImageInputSchema>;

/**
 * PATCH /users/me. Every field is optional (absent means unchanged) and only these fields exist:
 * verification, e-mail, user type and referral fields are never writable (unknown keys are 400).
 * When the request sets audience UNIVERSITY_STUDENT it must carry degree and graduationYear.
 */
export const updateMeRequestSchema = z
  .strictObject({
    name: profileNameSchema.optional(),
    bio: profileBioSchema.optional(),
    gender: profileGenderSchema.optional(),
    audience: profileAudienceSchema.optional(),
    degree: profileDegreeSchema.nullable().optional(),
    graduationYear: graduationYearSchema.nullable().optional(),
    universityId: universityIdSchema.nullable().optional(),
    universityEmail: universityEmailSchema.nullable().optional(),
    profileImage: profileImageInputSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.audience !== 'UNIVERSITY_STUDENT') return;
    if (body.degree === undefined || body.degree === null)
      ctx.addIssue({ code: 'custom', path: ['degree'], message: degreeRequired });
    if (body.graduationYear === undefined || body.graduationYear === null)
      ctx.addIssue({ code: 'custom', path: ['graduationYear'], message: graduationYearRange });
  });
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;
export type UpdateMeInput = z.output<typeof updateMeRequestSchema>;

/** Keys PATCH /users/me accepts (anything else answers 400 'This field cannot be changed'). */
export const UPDATE_ME_FIELDS = [
  'name',
  'bio',
  'gender',
  'audience',
  'degree',
  'graduationYear',
  'universityId',
  'universityEmail',
  'profileImage',
] as const;
