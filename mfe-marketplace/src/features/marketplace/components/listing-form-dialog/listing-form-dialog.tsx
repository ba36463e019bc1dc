import { useState } from 'react';
import {
  LISTING_DESCRIPTION_MAX,
  LISTING_MESSAGES as M,
  LISTING_NOTES_MAX,
  LISTING_TITLE_MAX,
  MARKETPLACE_TAB_TEXTS as T,
  MAX_LISTING_IMAGES,
  type Listing,
  type UploadDescriptor,
} from '@campusloop/contracts';
import {
  FormDialogFrame,
  FormError,
  FormFieldset,
  temporaryId,
  useItemForm,
} from '@campusloop/owned-item-web';
import { ExistingImages, ImageUploader, TextAreaField, TextField } from '@campusloop/ui';
import { selectCurrentUser, useAppSelector, useUploadTransport } from '@campusloop/web-platform';
import {
  createListingErrorMessage,
  fieldErrorsOf,
  formSubmitErrorMessage,
} from '../../api/listing-error-messages';
import type { ListingListKey } from '../../api/listing-lists';
import { useCreateListingMutation, useUpdateListingMutation } from '../../api/listing-mutations-api';
import { useListingActions } from '../../hooks/use-listing-actions';
import {
  validateListingEdit,
  validateNewListing,
  type ListingFormErrors,
  type ListingFormValues,
} from './validate-listing-form';

export type ListingFormDialogProps = {
  universityId: string;
  onClose: () => void;
  /** The listing to edit; absent to create one. */
  listing?: Listing;
  /** The list on screen: a new listing shows on top of it at once (temporary id) until the server answers. */
  list?: ListingListKey;
};

const updateFailed = formSubmitErrorMessage('update');

function valuesOf(listing: Listing | undefined): ListingFormValues {
  return {
    title: listing?.title ?? '',
    description: listing?.description ?? '',
    price: listing ? String(listing.price) : '',
    notes: listing?.notes ?? '',
  };
}

/**
 * Create New Listing / Edit Listing (spec §4/§5): title, description, price (step 0.01), contact
 * details and notes, optional images (up to 3, with upload progress). Checked with the service's own
 * schema; only the first error shows. A new listing is added at once with a temporary id and the form
 * closes ('Listing created successfully!', or the card goes again with 'Failed to create listing: …');
 * an edit waits for the server and keeps the draft on a refusal.
 */
export function ListingFormDialog({ universityId, onClose, listing, list }: ListingFormDialogProps) {
  const editing = listing ?? null;
  const user = useAppSelector(selectCurrentUser);
  const [kept, setKept] = useState(listing?.media ?? []);
  const [added, setAdded] = useState<UploadDescriptor[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [createListing] = useCreateListingMutation();
  const [updateListing, updating] = useUpdateListingMutation();
  const { success, failure: failureToast } = useListingActions();
  const transport = useUploadTransport();

  const validate = (next: ListingFormValues) =>
    editing
      ? validateListingEdit(next, [...kept.map(({ id }) => ({ id })), ...added])
      : validateNewListing(next, added);

  const form = useItemForm<ListingFormValues, ListingFormErrors>(() => valuesOf(listing), validate);
  const { values, field, errors, setErrors, submitted } = form;

  async function submit() {
    setFailure(null);
    if (editing) {
      const result = validateListingEdit(values, [...kept.map(({ id }) => ({ id })), ...added]);
      submitted(result);
      if (!result.ok) return;
      try {
        await updateListing({ universityId, listingId: editing.id, body: result.body }).unwrap();
        success(M.updated);
        onClose();
      } catch (error) {
        setErrors(fieldErrorsOf(error) as ListingFormErrors);
        setFailure(updateFailed(error));
      }
      return;
    }
    const result = validateNewListing(values, added);
    submitted(result);
    if (!result.ok) return;
    const now = new Date().toISOString();
    const draft: Listing = {
      id: temporaryId(),
      universityId,
      title: result.body.title,
      description: result.body.description,
      price: result.body.price,
      notes: result.body.notes,
      media: [],
      seller: { id: user?.id ?? '', name: user?.name ?? '', avatarUrl: user?.avatarUrl ?? null },
      sold: false,
      blocked: false,
      commentCount: 0,
      isOwner: true,
      createdAt: now,
      updatedAt: now,
    };
    createListing({ universityId, body: result.body, ...(list ? { draft: { listing: draft, list } } : {}) })
      .unwrap()
      .then(() => success(M.created))
      .catch((error: unknown) => failureToast(createListingErrorMessage(error)));
    onClose();
  }

  const formId = editing ? `edit-listing-${editing.id}` : 'create-listing';
  return (
    <FormDialogFrame
      title={editing ? T.editTitle : T.createTitle}
      formId={formId}
      submitLabel={editing ? 'Save Changes' : T.createListing}
      saving={updating.isLoading}
      onClose={onClose}
      onSubmit={submit}
      closeOnBackdrop={false}
      lockCancelWhileSaving
    >
      <TextField label="Title" {...field('title', LISTING_TITLE_MAX)} />
      <TextAreaField label="Description" rows={4} {...field('description', LISTING_DESCRIPTION_MAX)} />
      <TextField
        label="Price (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        {...field('price')}
      />
      <TextAreaField
        label={T.notes}
        rows={3}
        hint="How buyers reach you: phone, hostel and room, when to call."
        {...field('notes', LISTING_NOTES_MAX)}
      />
      <FormFieldset>
        <legend>{`Images (optional, up to ${MAX_LISTING_IMAGES}, 5MB each)`}</legend>
        <ExistingImages
          media={kept}
          onRemove={(id) => setKept((current) => current.filter((item) => item.id !== id))}
        />
        <ImageUploader
          context="MARKETPLACE"
          referenceId={editing?.id ?? null}
          alreadyHeld={kept.length}
          presign={transport.presign}
          discard={transport.discard}
          onChange={setAdded}
        />
        {errors.media && <FormError role="alert">{errors.media}</FormError>}
      </FormFieldset>
      {failure && <FormError role="alert">{failure}</FormError>}
    </FormDialogFrame>
  );
}
