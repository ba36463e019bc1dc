import { BIO_MAX, NAME_MAX, type Gender } from '@campusloop/contracts';
import { SelectField, TextAreaField, TextField } from '@campusloop/ui';
import { GENDER_OPTIONS, type ProfileErrors, type ProfileFormValues } from '../../profile-form-values';

export type PersonalFieldsProps = {
  values: Pick<ProfileFormValues, 'name' | 'gender' | 'bio'>;
  email: string;
  errors: ProfileErrors;
  disabled: boolean;
  onChange: <K extends 'name' | 'gender' | 'bio'>(field: K, value: ProfileFormValues[K]) => void;
};

/** Name (3-50, counter), gender, bio (up to 500, counter) and the read-only sign-in e-mail. */
export function PersonalFields({ values, email, errors, disabled, onChange }: PersonalFieldsProps) {
  return (
    <>
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        value={values.name}
        counter={{ current: values.name.trim().length, max: NAME_MAX }}
        error={errors.name}
        disabled={disabled}
        onChange={(event) => onChange('name', event.target.value)}
      />
      <TextField label="Email" name="email" type="email" value={email} readOnly hint="Your sign-in email cannot be changed." />
      <SelectField
        label="Gender"
        name="gender"
        placeholder="Select gender"
        options={GENDER_OPTIONS}
        value={values.gender}
        error={errors.gender}
        disabled={disabled}
        onChange={(event) => onChange('gender', event.target.value as Gender | '')}
      />
      <TextAreaField
        label="Bio (optional)"
        name="bio"
        rows={4}
        value={values.bio}
        counter={{ current: values.bio.length, max: BIO_MAX }}
        error={errors.bio}
        disabled={disabled}
        onChange={(event) => onChange('bio', event.target.value)}
      />
    </>
  );
}
