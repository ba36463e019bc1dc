import { useState } from 'react';
import styled from 'styled-components';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_MESSAGES,
  EVENT_TITLE_MAX,
  EVENTS_TAB_TEXTS,
  type CampusEvent,
} from '@campusloop/contracts';
import {
  CoverField,
  coverInput,
  FormDialogFrame,
  FormError,
  initialCover,
  useItemForm,
  type CoverState,
} from '@campusloop/owned-item-web';
import { TextAreaField, TextField, useToast } from '@campusloop/ui';
import { createEventErrorMessage, fieldErrorsOf, serverMessage } from '../../api/event-error-messages';
import { useCreateEventMutation, useUpdateEventMutation } from '../../api/event-mutations-api';
import { toIstInputValue } from '../../model/ist-time';
import { validateEventForm, type EventFormErrors, type EventFormValues } from './validate-event-form';

export type EventFormDialogProps = {
  /** The user's university; null when the profile does not name one. */
  universityId: string | null;
  onClose: () => void;
  /** Called with the saved event (a new one opens in the details). */
  onSaved?: (event: CampusEvent) => void;
  /** The event to edit; absent to create one. */
  event?: CampusEvent;
};

const Times = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

function valuesOf(event: CampusEvent | undefined): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    location: event?.location ?? '',
    startsAt: event ? toIstInputValue(event.startsAt) : '',
    endsAt: event ? toIstInputValue(event.endsAt) : '',
    capacity: event?.capacity == null ? '' : String(event.capacity),
  };
}

/**
 * Create New Event / Edit Event (spec §4/§5): title, description and location with counters, start
 * and end in India time, optional capacity, and the cover (Remove / Undo Remove). Checked with the
 * service's own schema before sending; the submit button is disabled while saving; a refusal shows
 * its field messages and 'Failed to create event: {server message}', keeping what was typed.
 */
export function EventFormDialog({ universityId, onClose, onSaved, event }: EventFormDialogProps) {
  const editing = event ?? null;
  const [cover, setCover] = useState<CoverState>(() => initialCover(event?.coverImage));
  const [failure, setFailure] = useState<string | null>(null);
  const [createEvent, creating] = useCreateEventMutation();
  const [updateEvent, updating] = useUpdateEventMutation();
  const toast = useToast();
  const saving = creating.isLoading || updating.isLoading;
  const originalStart = editing ? toIstInputValue(editing.startsAt) : null;

  const check = (next: EventFormValues, nextCover: CoverState = cover) =>
    validateEventForm(next, coverInput(nextCover), { originalStart });
  // After a first submit, errors follow the typing.
  const form = useItemForm<EventFormValues, EventFormErrors>(
    () => valuesOf(event),
    (next) => check(next),
  );
  const { values, set, field, errors, setErrors, submitted } = form;

  async function submit() {
    setFailure(null);
    if (!universityId) {
      submitted({ ok: true });
      return setFailure(EVENT_MESSAGES.universityUnknown);
    }
    const result = check(values);
    submitted(result);
    if (!result.ok) return;
    try {
      const saved = editing
        ? await updateEvent({ universityId, eventId: editing.id, body: result.body }).unwrap()
        : await createEvent({ universityId, body: result.body }).unwrap();
      toast.show({
        tone: 'success',
        message: editing ? 'Event updated successfully' : 'Event created successfully',
      });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error) as EventFormErrors);
      setFailure(
        editing ? `Failed to update event: ${serverMessage(error)}` : createEventErrorMessage(error),
      );
    }
  }

  const formId = editing ? `edit-event-${editing.id}` : 'create-event';
  return (
    <FormDialogFrame
      title={editing ? EVENTS_TAB_TEXTS.editTitle : EVENTS_TAB_TEXTS.createTitle}
      formId={formId}
      submitLabel={editing ? 'Save Changes' : 'Create Event'}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
      closeOnBackdrop={false}
      lockCancelWhileSaving
    >
      <TextField label="Title" {...field('title', EVENT_TITLE_MAX)} />
      <TextAreaField label="Description" rows={5} {...field('description', EVENT_DESCRIPTION_MAX)} />
      <TextField label="Location" {...field('location', EVENT_LOCATION_MAX)} />
      <Times>
        <TextField
          label="Start Date & Time (IST)"
          type="datetime-local"
          value={values.startsAt}
          error={errors.startsAt}
          onChange={set('startsAt')}
        />
        <TextField
          label="End Date & Time (IST)"
          type="datetime-local"
          value={values.endsAt}
          error={errors.endsAt}
          onChange={set('endsAt')}
        />
      </Times>
      <TextField
        label="Capacity (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="Leave empty for no limit"
        value={values.capacity}
        error={errors.capacity}
        onChange={set('capacity')}
      />
      <CoverField
        value={cover}
        onChange={setCover}
        context="EVENT"
        referenceId={editing?.id ?? null}
        disabled={saving}
      />
      {errors.coverImage && <FormError role="alert">{errors.coverImage}</FormError>}
      {failure && <FormError role="alert">{failure}</FormError>}
    </FormDialogFrame>
  );
}
