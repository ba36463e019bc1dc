import { PROFILE_MESSAGES, UPDATE_ME_FIELDS, updateMeRequestSchema, type UpdateMeInput } from '@campusloop/contracts';
import { AppError, issuesToValidationErrors } from '@campusloop/service-kit';

const WRITABLE = new Set<string>(UPDATE_ME_FIELDS);

/**
 * Parses a PATCH /users/me body. Fields the client may not write (email, userType, verification,
 * referral, ids...) are named one by one in `validationErrors`, not silently dropped.
 */
export function parseUpdateMeBody(body: unknown): UpdateMeInput {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest();
  const forbidden = Object.keys(body).filter((key) => !WRITABLE.has(key));
  const result = updateMeRequestSchema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const key of forbidden) errors[key] = PROFILE_MESSAGES.notChangeable;
  if (!result.success) {
    const issues = result.error.issues.filter((issue) => !(issue.code === 'unrecognized_keys' && issue.path.length === 0));
    for (const [field, message] of Object.entries(issuesToValidationErrors(issues))) errors[field] ??= message;
  }
  if (Object.keys(errors).length || !result.success) throw AppError.validation(errors);
  return result.data;
}
