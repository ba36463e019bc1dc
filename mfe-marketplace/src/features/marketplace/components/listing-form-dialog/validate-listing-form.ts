import {
  createListingRequestSchema,
  updateListingRequestSchema,
  type CreateListingRequest,
  type MediaInput,
  type UpdateListingRequest,
  type UploadDescriptor,
} from '@campusloop/contracts';
import { firstFieldErrors } from '@campusloop/owned-item-web';

/** What the form holds: the text of each field (the price as typed). */
export type ListingFormValues = { title: string; description: string; price: string; notes: string };

export type ListingFormField = keyof ListingFormValues | 'media';
/** Spec §5: only the first error shows, so at most one field carries one. */
export type ListingFormErrors = Partial<Record<ListingFormField, string>>;

const FIELDS: readonly ListingFormField[] = ['title', 'description', 'price', 'notes', 'media'];

/** '' is no price (the schema says it is required); otherwise the number typed (step 0.01 checked by the schema). */
function priceOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** Keeps only the first field's message, in the form's order (spec §5 'Only the first error shows'). */
function onlyFirst(errors: ListingFormErrors): ListingFormErrors {
  const first = FIELDS.find((field) => errors[field]);
  return first ? { [first]: errors[first] } : {};
}

export type ValidatedListing<Body> = { ok: true; body: Body } | { ok: false; errors: ListingFormErrors };

function check<Body>(
  schema: {
    safeParse(body: unknown): {
      success: boolean;
      error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
    };
  },
  body: Body,
): ValidatedListing<Body> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  return { ok: false, errors: onlyFirst(firstFieldErrors(parsed.error?.issues ?? [], FIELDS)) };
}

function fieldsOf(values: ListingFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: priceOf(values.price) as number,
    notes: values.notes.trim(),
  };
}

/** A new listing, checked with the service's own schema (spec §5 messages). */
export function validateNewListing(
  values: ListingFormValues,
  media: UploadDescriptor[],
): ValidatedListing<CreateListingRequest> {
  return check(createListingRequestSchema, { ...fieldsOf(values), media });
}

/** An edit: kept images by id and new ones as descriptors (spec §3). */
export function validateListingEdit(
  values: ListingFormValues,
  media: MediaInput[],
): ValidatedListing<UpdateListingRequest> {
  return check(updateListingRequestSchema, { ...fieldsOf(values), media });
}
