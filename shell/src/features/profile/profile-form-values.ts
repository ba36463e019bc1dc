import {
  GENDERS,
  PROFILE_MESSAGES,
  graduationYearSchema,
  profileBioSchema,
  profileDegreeSchema,
  profileNameSchema,
  type Audience,
  type Gender,
  type UpdateMeRequest,
  type UploadDescriptor,
  type User,
} from '@campusloop/contracts';

/** What the profile form edits, as the inputs hold it (strings until sent). */
export type ProfileFormValues = {
  audience: Audience | null;
  name: string;
  gender: Gender | '';
  bio: string;
  degree: string;
  graduationYear: string;
  universityId: string;
  /** The current picture is to be removed on save (Undo Remove clears it). */
  removePicture: boolean;
  /** A new picture uploaded and waiting to be saved. */
  newPicture: UploadDescriptor | null;
};

export type ProfileField = 'audience' | 'name' | 'gender' | 'bio' | 'degree' | 'graduationYear' | 'universityId' | 'profileImage';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const AUDIENCE_OPTIONS = [
  { value: 'UNIVERSITY_STUDENT', label: 'University Student' },
  { value: 'HIGH_SCHOOL_STUDENT', label: 'High School Student' },
  { value: 'OTHER', label: 'Other' },
] as const satisfies readonly { value: Audience; label: string }[];

const GENDER_LABELS: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other', PREFER_NOT_TO_SAY: 'Prefer not to say' };
export const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

export function valuesFromUser(user: User, fixedAudience?: Audience): ProfileFormValues {
  return {
    audience: fixedAudience ?? user.audience,
    name: user.name ?? '',
    gender: user.gender ?? '',
    bio: user.bio ?? '',
    degree: user.degree ?? '',
    graduationYear: user.graduationYear === null ? '' : String(user.graduationYear),
    universityId: user.universityId ?? '',
    removePicture: false,
    newPicture: null,
  };
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** Spec §5 profile and university profile rules, one message per field. */
export function validateProfile(values: ProfileFormValues): ProfileErrors {
  const university = values.audience === 'UNIVERSITY_STUDENT';
  const errors: ProfileErrors = {
    audience: values.audience ? undefined : PROFILE_MESSAGES.audienceRequired,
    name: firstIssue(profileNameSchema.safeParse(values.name)),
    gender: values.gender ? undefined : university ? PROFILE_MESSAGES.genderRequiredUniversity : PROFILE_MESSAGES.genderRequired,
    bio: firstIssue(profileBioSchema.safeParse(values.bio)),
  };
  if (university) {
    errors.degree = firstIssue(profileDegreeSchema.safeParse(values.degree));
    errors.graduationYear = values.graduationYear ? firstIssue(graduationYearSchema.safeParse(values.graduationYear)) : PROFILE_MESSAGES.graduationYearRange;
    errors.universityId = values.universityId ? undefined : PROFILE_MESSAGES.invalidUniversity;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ProfileErrors;
}

function pictureChange(values: ProfileFormValues, user: User): Pick<UpdateMeRequest, 'profileImage'> {
  if (values.newPicture) return { profileImage: values.newPicture };
  if (values.removePicture && user.profileImage) return { profileImage: null };
  return {};
}

/** PATCH /users/me body (spec §7): university fields only for university students; a verified university stays as it is. */
export function toUpdateRequest(values: ProfileFormValues, user: User): UpdateMeRequest {
  const university = values.audience === 'UNIVERSITY_STUDENT';
  return {
    name: values.name.trim(),
    bio: values.bio.trim() || null,
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.audience ? { audience: values.audience } : {}),
    ...(university
      ? {
          degree: values.degree.trim(),
          graduationYear: Number(values.graduationYear),
          ...(user.universityVerified ? {} : { universityId: values.universityId || null }),
        }
      : {}),
    ...pictureChange(values, user),
  };
}

/** Whether saving would change anything (university verification saves pending changes first). */
export function hasUnsavedChanges(values: ProfileFormValues, user: User): boolean {
  return JSON.stringify(toUpdateRequest(values, user)) !== JSON.stringify(toUpdateRequest(valuesFromUser(user), user));
}
