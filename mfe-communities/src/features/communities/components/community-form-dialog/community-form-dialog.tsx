import { useState } from 'react';
import {
  COMMUNITY_DESCRIPTION_MAX,
  COMMUNITY_MESSAGES,
  COMMUNITY_NAME_MAX,
  type Community,
  type CommunityCoverInput,
  type CommunityVisibility,
} from '@campusloop/contracts';
import {
  CoverField,
  FormDialogFrame,
  FormError,
  coverInput,
  fieldErrorsOf,
  initialCover,
  serverMessage,
  useFieldErrors,
  type CoverState,
} from '@campusloop/owned-item-web';
import { RadioGroup, TextAreaField, TextField, useToast } from '@campusloop/ui';
import { hasCampusAccess, selectCurrentUser, useAppSelector } from '@campusloop/web-platform';
import { useCreateCommunityMutation, useUpdateCommunityMutation } from '../../api/community-mutations-api';
import { COMMUNITIES_TEXTS as T } from '../../model/community-texts';
import {
  serverFieldErrors,
  validateCommunityForm,
  type CommunityFormErrors,
  type CommunityFormValues,
} from './validate-community-form';

export type CommunityFormDialogProps = {
  onClose: () => void;
  /** Called with the saved community. */
  onSaved?: (community: Community) => void;
  /** The community to edit; absent to create one. */
  community?: Community;
};

/**
 * Create Community / Edit Community (spec §5): name and description with counters, visibility
 * (University only for verified students; locked on edit), an optional cover. Checked with the
 * service's schema first; submit stays disabled while the name or the description is empty; the
 * server's 'name already exists' shows on the name.
 */
export function CommunityFormDialog({ onClose, onSaved, community }: CommunityFormDialogProps) {
  const editing = community ?? null;
  const user = useAppSelector(selectCurrentUser);
  const verified = hasCampusAccess(user);
  const [values, setValues] = useState<CommunityFormValues>({
    name: community?.name ?? '',
    description: community?.description ?? '',
    visibility: community?.visibility ?? 'PUBLIC',
  });
  const [cover, setCover] = useState<CoverState>(() => initialCover(community?.coverImage));
  const { errors, setErrors, follow, submitted } = useFieldErrors<CommunityFormErrors>();
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateCommunityMutation();
  const [update, updating] = useUpdateCommunityMutation();
  const toast = useToast();
  const saving = creating.isLoading || updating.isLoading;
  const universityId = editing?.universityId ?? user?.universityId ?? null;

  const check = (next: CommunityFormValues) =>
    validateCommunityForm(next, coverInput(cover) as CommunityCoverInput | null, universityId);
  const change = (next: CommunityFormValues) => {
    setValues(next);
    follow(check(next));
  };

  async function submit() {
    setFailure(null);
    const result = check(values);
    submitted(result);
    if (!result.ok) return;
    try {
      const saved = editing
        ? await update({ communityId: editing.id, body: result.body }).unwrap()
        : await create(result.body).unwrap();
      toast.show({ tone: 'success', message: editing ? COMMUNITY_MESSAGES.updated : COMMUNITY_MESSAGES.created });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const message = serverMessage(error);
      const fields = serverFieldErrors(message, fieldErrorsOf(error));
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        setFailure(editing ? COMMUNITY_MESSAGES.updateFailed : COMMUNITY_MESSAGES.createFailed);
      }
    }
  }

  const empty = values.name.trim() === '' || values.description.trim() === '';
  return (
    <FormDialogFrame
      title={editing ? T.editTitle : T.createTitle}
      formId={editing ? `edit-community-${editing.id}` : 'create-community'}
      submitLabel={editing ? 'Save Changes' : T.create}
      saving={saving}
      submitDisabled={empty}
      onClose={onClose}
      onSubmit={submit}
      closeOnBackdrop={false}
      lockCancelWhileSaving
    >
      <TextField
        label="Community Name"
        value={values.name}
        counter={{ current: values.name.trim().length, max: COMMUNITY_NAME_MAX - 1 }}
        error={errors.name}
        onChange={(event) => change({ ...values, name: event.target.value })}
      />
      <TextAreaField
        label="Description"
        rows={4}
        value={values.description}
        counter={{ current: values.description.trim().length, max: COMMUNITY_DESCRIPTION_MAX - 1 }}
        error={errors.description}
        onChange={(event) => change({ ...values, description: event.target.value })}
      />
      <RadioGroup<CommunityVisibility>
        legend="Visibility"
        name="visibility"
        options={[
          { value: 'PUBLIC', label: 'Public' },
          { value: 'UNIVERSITY', label: 'University' },
        ]}
        value={values.visibility}
        disabled={editing !== null || saving}
        hint={
          editing
            ? 'The community type cannot be changed after creation.'
            : verified
              ? 'University communities are visible only to verified students of your university.'
              : COMMUNITY_MESSAGES.universityVerificationRequired
        }
        error={errors.visibility}
        onChange={(visibility) => {
          if (visibility === 'UNIVERSITY' && !verified) {
            setErrors({ ...errors, visibility: COMMUNITY_MESSAGES.universityVerificationRequired });
            return;
          }
          change({ ...values, visibility });
        }}
      />
      <CoverField value={cover} onChange={setCover} context="COMMUNITY" referenceId={editing?.id ?? null} disabled={saving} />
      {errors.coverImage && <FormError role="alert">{errors.coverImage}</FormError>}
      {failure && <FormError role="alert">{failure}</FormError>}
    </FormDialogFrame>
  );
}
