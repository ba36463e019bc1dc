import { PROFILE_MESSAGES, type UpdateMeInput, type User } from '@campusloop/contracts';
import { AppError, trusted } from '@campusloop/service-kit';
import type { StoredProfileImage, UserRecord } from '../../data/user-model';
import type { IdentityContext } from '../identity-context';
import { changeUserFacts } from './change-user-facts';
import { loadUser } from './get-me';
import { toUserView } from './user-view';

type Changes = Partial<
  Pick<
    UserRecord,
    | 'name'
    | 'bio'
    | 'gender'
    | 'audience'
    | 'degree'
    | 'graduationYear'
    | 'universityId'
    | 'universityName'
    | 'profileImage'
  >
>;

/**
 * PATCH /users/me. The request was shape-checked by the shared schema; here go the rules that need
 * the stored user: audience locks once UNIVERSITY_STUDENT, university and university e-mail lock
 * once verified (the e-mail is only ever set by verifying it), the university must exist, and a
 * profile that names an audience must be whole for it. All problems answer together as
 * `validationErrors`. A change of what other services show records `user.updated` (change-user-facts).
 */
export function updateMe(ctx: IdentityContext, userId: string, input: UpdateMeInput): Promise<User> {
  return ctx.userLock.run(userId, () => updateMeNow(ctx, userId, input));
}

async function updateMeNow(ctx: IdentityContext, userId: string, input: UpdateMeInput): Promise<User> {
  const user = await loadUser(ctx, userId);
  const errors: Record<string, string> = {};
  const changes: Changes = {};

  for (const field of ['name', 'bio', 'gender', 'degree', 'graduationYear'] as const) {
    if (input[field] !== undefined) (changes as Record<string, unknown>)[field] = input[field];
  }

  if (input.audience !== undefined) {
    if (user.audience === 'UNIVERSITY_STUDENT' && input.audience !== 'UNIVERSITY_STUDENT')
      errors['audience'] = PROFILE_MESSAGES.audienceLocked;
    else changes.audience = input.audience;
  }

  if (input.universityId !== undefined && input.universityId !== user.universityId) {
    if (user.universityVerified) errors['universityId'] = PROFILE_MESSAGES.universityLocked;
    else if (input.universityId === null)
      Object.assign(changes, { universityId: null, universityName: null });
    else {
      const university = await ctx.models.universities.findById(input.universityId).lean();
      if (!university) errors['universityId'] = PROFILE_MESSAGES.invalidUniversity;
      else Object.assign(changes, { universityId: university._id, universityName: university.name });
    }
  }

  if (input.universityEmail !== undefined) {
    if (!user.universityVerified) {
      if (input.universityEmail !== null)
        errors['universityEmail'] = PROFILE_MESSAGES.universityEmailNotVerified;
    } else if (input.universityEmail !== user.universityEmail) {
      errors['universityEmail'] = PROFILE_MESSAGES.universityEmailLocked;
    }
  }

  const merged = { ...user, ...changes };
  if (changes.audience !== undefined) {
    if (!merged.name) errors['name'] ??= PROFILE_MESSAGES.nameTooShort;
    if (!merged.gender)
      errors['gender'] ??=
        merged.audience === 'UNIVERSITY_STUDENT'
          ? PROFILE_MESSAGES.genderRequiredUniversity
          : PROFILE_MESSAGES.genderRequired;
  }
  const touchesUniversityProfile =
    changes.audience !== undefined || 'degree' in input || 'graduationYear' in input;
  if (merged.audience === 'UNIVERSITY_STUDENT' && touchesUniversityProfile) {
    if (!merged.degree) errors['degree'] ??= PROFILE_MESSAGES.degreeRequired;
    if (merged.graduationYear === null) errors['graduationYear'] ??= PROFILE_MESSAGES.graduationYearRange;
  }

  let newImage: StoredProfileImage | null | undefined;
  const image = input.profileImage;
  if (
    image !== undefined &&
    image !== null &&
    image !== 'REMOVE' &&
    'id' in image &&
    typeof image.id === 'string'
  ) {
    if (image.id !== user.profileImage?.id) errors['profileImage'] = PROFILE_MESSAGES.invalidProfileImage;
  }
  if (Object.keys(errors).length) throw AppError.validation(errors);

  if (image === null || image === 'REMOVE') {
    if (user.profileImage) await ctx.profileImages.detach({ userId, imageId: user.profileImage.id });
    newImage = null;
  } else if (image !== undefined && 's3Key' in image && typeof image.s3Key === 'string') {
    const { id: _ignored, ...descriptor } = image;
    newImage = await ctx.profileImages.attach({
      userId,
      descriptor,
      replaceId: user.profileImage?.id ?? null,
    });
  }
  if (newImage !== undefined) changes.profileImage = newImage;

  // The write applies only to the state checked above (atomic on MongoDB; FerretDB v1 evaluates the
  // filter and the write separately, which narrows the window of a concurrent change but cannot close it).
  const filter: Record<string, unknown> = { _id: userId };
  if (changes.audience !== undefined && changes.audience !== 'UNIVERSITY_STUDENT')
    filter['audience'] = trusted({ $ne: 'UNIVERSITY_STUDENT' });
  if ('universityId' in changes) filter['universityVerified'] = false;
  const updated = await changeUserFacts(ctx, user, changes, (set) =>
    ctx.models.users
      .findOneAndUpdate(filter, { $set: { ...set, updatedAt: ctx.now() } }, { returnDocument: 'after' })
      .lean(),
  );
  if (!updated) throw AppError.conflict();
  return toUserView(updated);
}
