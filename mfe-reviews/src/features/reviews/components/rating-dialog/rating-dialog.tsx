import { useState } from 'react';
import styled from 'styled-components';
import {
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  RATING_MAX_IMAGES,
  RATING_MESSAGES,
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  type MediaItem,
  type Rating,
  type RatingCategory,
  type UploadDescriptor,
} from '@campusloop/contracts';
import { Button, ExistingImages, ImageUploader, Modal, TextAreaField, TextField } from '@campusloop/ui';
import { normalizeApiError, useUploadTransport } from '@campusloop/web-platform';
import { useCreateRatingMutation, useUpdateRatingMutation } from '../../api/reviews-api';
import { ScoreInput } from './score-input';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type Scores = Record<RatingCategory, number | null>;
const EMPTY: Scores = { academics: null, placements: null, campusLife: null, hostel: null };

type RatingDialogProps = {
  universityId: string;
  universityName: string;
  /** The rating to edit; absent: a new one. */
  rating?: Rating | null;
  onClose: () => void;
  onSaved?: (rating: Rating) => void;
};

/**
 * Rate University / Edit Rating (spec §2, §5): four 1-5 categories (submit disabled until all four are
 * set), optional review title (100) and body (2000) with counters, up to 3 images (context RATING).
 * A refusal shows the server's text (e.g. the 6-month rule), else 'Failed to submit review. Please try again.'.
 */
export function RatingDialog({ universityId, universityName, rating = null, onClose, onSaved }: RatingDialogProps) {
  const [scores, setScores] = useState<Scores>(rating ? { ...rating } : EMPTY);
  const [title, setTitle] = useState(rating?.review?.title ?? '');
  const [body, setBody] = useState(rating?.review?.body ?? '');
  const [kept, setKept] = useState<MediaItem[]>(rating?.media ?? []);
  const [uploads, setUploads] = useState<UploadDescriptor[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [create, created] = useCreateRatingMutation();
  const [update, updated] = useUpdateRatingMutation();
  const { presign, discard } = useUploadTransport();
  const saving = created.isLoading || updated.isLoading;
  const complete = RATING_CATEGORIES.every((category) => scores[category] !== null);

  const submit = async () => {
    if (!complete) return setError(RATING_MESSAGES.categoriesRequired);
    setError(null);
    const values = {
      academics: scores.academics as number,
      placements: scores.placements as number,
      campusLife: scores.campusLife as number,
      hostel: scores.hostel as number,
      title: title.trim() || null,
      body: body.trim() || null,
    };
    try {
      const saved = rating
        ? await update({
            universityId,
            ratingId: rating.id,
            body: { ...values, media: [...kept.map(({ id }) => ({ id })), ...uploads] },
          }).unwrap()
        : await create({ universityId, body: { ...values, media: uploads } }).unwrap();
      onSaved?.(saved);
      onClose();
    } catch (failure) {
      setError(normalizeApiError(failure, { fallbackMessage: RATING_MESSAGES.submitFailed }).message);
    }
  };

  return (
    <Modal
      open
      title={rating ? 'Edit Rating' : `Rate ${universityName}`}
      onClose={onClose}
      size="md"
      closeOnBackdrop={!saving}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="rating-form" disabled={!complete || saving}>
            {saving ? 'Submitting...' : rating ? 'Save Changes' : 'Submit Rating'}
          </Button>
        </>
      }
    >
      <Form
        id="rating-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {RATING_CATEGORIES.map((category) => (
          <ScoreInput
            key={category}
            label={RATING_CATEGORY_LABELS[category]}
            value={scores[category]}
            onChange={(score) => setScores((current) => ({ ...current, [category]: score }))}
          />
        ))}
        <TextField
          label="Review title (optional)"
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          counter={{ current: title.length, max: REVIEW_TITLE_MAX }}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label="Your review (optional)"
          value={body}
          rows={5}
          maxLength={REVIEW_BODY_MAX}
          counter={{ current: body.length, max: REVIEW_BODY_MAX }}
          onChange={(event) => setBody(event.target.value)}
        />
        <ExistingImages media={kept} onRemove={(id) => setKept((current) => current.filter((item) => item.id !== id))} />
        {kept.length < RATING_MAX_IMAGES && (
          <ImageUploader
            context="RATING"
            referenceId={rating?.id ?? null}
            alreadyHeld={kept.length}
            presign={presign}
            discard={discard}
            disabled={saving}
            onChange={setUploads}
          />
        )}
        {error && <Alert role="alert">{error}</Alert>}
      </Form>
    </Modal>
  );
}
