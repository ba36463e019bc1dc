import {
  createCommunityRequestSchema,
  type CommunityCoverInput,
  type CommunityVisibility,
  type CreateCommunityRequest,
} from '@campusloop/contracts';
import { firstFieldErrors } from '@campusloop/owned-item-web';

export type CommunityFormValues = { name: string; description: string; visibility: CommunityVisibility | null };
export type CommunityFormField = 'name' | 'description' | 'visibility' | 'coverImage';
export type CommunityFormErrors = Partial<Record<CommunityFormField, string>>;

const FIELDS: readonly CommunityFormField[] = ['name', 'description', 'visibility', 'coverImage'];

export type ValidatedCommunity = { ok: true; body: CreateCommunityRequest } | { ok: false; errors: CommunityFormErrors };

/** The request the form would send, checked with the service's own schema (spec §5 messages). */
export function validateCommunityForm(
  values: CommunityFormValues,
  coverImage: CommunityCoverInput | null,
  universityId: string | null,
): ValidatedCommunity {
  const body = {
    name: values.name,
    description: values.description,
    visibility: values.visibility ?? undefined,
    universityId: values.visibility === 'UNIVERSITY' ? universityId : null,
    coverImage,
  };
  const parsed = createCommunityRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: firstFieldErrors(parsed.error.issues, FIELDS) };
  return { ok: true, body: body as CreateCommunityRequest };
}

/**
 * The server's refusal as the form shows it (spec §5): a message containing 'name already exists' is
 * 'A community with this name already exists' on the name; one mentioning a university is 'Invalid
 * university selection' on the visibility.
 */
export function serverFieldErrors(message: string, fields: Record<string, string>): CommunityFormErrors {
  if (/name already exists/i.test(message)) return { name: 'A community with this name already exists' };
  if (/universit/i.test(message) || fields['universityId']) return { visibility: 'Invalid university selection' };
  const errors: CommunityFormErrors = {};
  for (const field of FIELDS) if (fields[field]) errors[field] = fields[field];
  return errors;
}
