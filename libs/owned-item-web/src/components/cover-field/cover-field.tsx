import styled from 'styled-components';
import type { MediaContext, MediaItem, UploadDescriptor } from '@campusloop/contracts';
import { Button, ImageUploader, SafeImage } from '@campusloop/ui';
import { useUploadTransport } from '@campusloop/web-platform';
import { FormFieldset } from '../form-fieldset/form-fieldset';

/** The marker a create/edit sends to remove a cover (events' and communities' contracts both say 'REMOVE'). */
export const COVER_REMOVE = 'REMOVE';

/** A one-image cover of a form: no cover, a new upload, or REMOVE (default cover) with Undo Remove. */
export type CoverState = {
  /** The cover the item has now (null: none or the default). */
  current: MediaItem | null;
  removed: boolean;
  upload: UploadDescriptor | null;
};

export function initialCover(current: MediaItem | null | undefined): CoverState {
  return { current: current && !current.isDefault ? current : null, removed: false, upload: null };
}

/** What the form sends as `coverImage`: the new upload, REMOVE, the current cover by id, or null (none). */
export function coverInput({
  current,
  removed,
  upload,
}: CoverState): UploadDescriptor | { id: string } | typeof COVER_REMOVE | null {
  if (upload) return upload;
  if (current && removed) return COVER_REMOVE;
  return current ? { id: current.id } : null;
}

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img,
  [role='img'] {
    width: 160px;
    height: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export type CoverFieldProps = {
  value: CoverState;
  onChange: (next: CoverState) => void;
  /** The media context of the cover (one image): EVENT, COMMUNITY… */
  context: MediaContext;
  /** The item being edited (uploads are tied to it), or null when creating. */
  referenceId: string | null;
  disabled?: boolean;
};

/** A form's cover: the current image with Remove / Undo Remove, and the uploader (one image of `context`). */
export function CoverField({ value, onChange, context, referenceId, disabled = false }: CoverFieldProps) {
  const { presign, discard } = useUploadTransport();
  const keeps = value.current !== null && !value.removed;
  return (
    <FormFieldset disabled={disabled}>
      <legend>Cover Image (optional)</legend>
      {value.current && (
        <Current>
          {value.removed ? (
            <p>The default cover will be used.</p>
          ) : (
            <SafeImage src={value.current.url} alt="Current cover" />
          )}
          {value.removed ? (
            <Button variant="secondary" onClick={() => onChange({ ...value, removed: false, upload: null })}>
              Undo Remove
            </Button>
          ) : (
            <Button
              variant="ghost"
              aria-label="Remove current cover"
              onClick={() => onChange({ ...value, removed: true })}
            >
              Remove
            </Button>
          )}
        </Current>
      )}
      {!keeps && (
        <ImageUploader
          label="Choose Cover"
          context={context}
          referenceId={referenceId}
          presign={presign}
          discard={discard}
          disabled={disabled}
          onChange={(descriptors) => onChange({ ...value, upload: descriptors[0] ?? null })}
        />
      )}
    </FormFieldset>
  );
}
