import { useCallback, useState } from 'react';
import { PROFILE_MESSAGES, type Audience, type User } from '@campusloop/contracts';
import type { FlashTone } from '@campusloop/ui';
import { normalizeApiError, useUpdateMeMutation } from '@campusloop/web-platform';
import { toUpdateRequest, validateProfile, valuesFromUser, type ProfileErrors, type ProfileField, type ProfileFormValues } from '../profile-form-values';

export type ProfileFlash = { tone: FlashTone; message: string };

/** The first field's message when the server named fields, else the spec §8 text. */
function saveFailure(error: unknown): { message: string; fields: ProfileErrors } {
  const { validationErrors } = normalizeApiError(error);
  const fields = (validationErrors ?? {}) as ProfileErrors;
  return { message: Object.values(validationErrors ?? {})[0] ?? PROFILE_MESSAGES.updateFailed, fields };
}

/**
 * State of the profile form: values, their errors (shown from the first save attempt on, then live:
 * errors appearing on blur would shift the Save button under the pointer), the server's field errors
 * (until that field changes), the flash after a save, and `save`.
 */
export function useProfileForm(user: User, fixedAudience?: Audience) {
  const [updateMe, { isLoading: saving }] = useUpdateMeMutation();
  const [values, setValues] = useState(() => valuesFromUser(user, fixedAudience));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ProfileErrors>({});
  const [flash, setFlash] = useState<ProfileFlash | null>(null);
  /** Bumped after a save so the picture uploader starts empty again. */
  const [saveCount, setSaveCount] = useState(0);

  const errors = validateProfile(values);
  const shown: ProfileErrors = attempted ? { ...serverErrors, ...errors } : serverErrors;

  const change = useCallback(<K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const errorKey = field === 'removePicture' || field === 'newPicture' ? 'profileImage' : field;
    setServerErrors(({ [errorKey as ProfileField]: _cleared, ...rest }) => rest);
  }, []);
  const dismissFlash = useCallback(() => setFlash(null), []);

  /** Validates and saves; resolves true when saved (the flash says so), false when errors show. */
  async function save(): Promise<boolean> {
    setAttempted(true);
    setFlash(null);
    if (Object.keys(errors).length > 0) return false;
    try {
      await updateMe(toUpdateRequest(values, user)).unwrap();
      setValues((current) => ({ ...current, removePicture: false, newPicture: null }));
      setSaveCount((count) => count + 1);
      setServerErrors({});
      setFlash({ tone: 'success', message: PROFILE_MESSAGES.profileUpdated });
      return true;
    } catch (error) {
      const failure = saveFailure(error);
      setServerErrors(failure.fields);
      setFlash({ tone: 'error', message: failure.message });
      return false;
    }
  }

  return { values, errors: shown, saving, flash, saveCount, change, save, dismissFlash };
}
