import { DEGREE_MAX, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, type User } from '@campusloop/contracts';
import { SelectField, TextField } from '@campusloop/ui';
import type { ProfileErrors, ProfileFormValues } from '../../profile-form-values';
import { UniversityEmailField } from '../university-email-field/university-email-field';
import { UniversityPicker } from '../university-picker/university-picker';

const YEARS = Array.from({ length: GRADUATION_YEAR_MAX - GRADUATION_YEAR_MIN + 1 }, (_, index) => {
  const year = String(GRADUATION_YEAR_MIN + index);
  return { value: year, label: year };
});

type UniversityField = 'degree' | 'graduationYear' | 'universityId';

export type UniversityFieldsProps = {
  values: Pick<ProfileFormValues, UniversityField>;
  user: User;
  errors: ProfileErrors;
  disabled: boolean;
  onChange: <K extends UniversityField>(field: K, value: ProfileFormValues[K]) => void;
  /** Saves pending changes before a verification code is requested. */
  beforeVerify: () => Promise<boolean>;
};

/** Degree (up to 100), graduation year (2000-2040), university, and the university e-mail verification. */
export function UniversityFields({ values, user, errors, disabled, onChange, beforeVerify }: UniversityFieldsProps) {
  return (
    <>
      <TextField
        label="Degree"
        name="degree"
        placeholder="e.g. B.Tech Computer Science"
        value={values.degree}
        counter={{ current: values.degree.trim().length, max: DEGREE_MAX }}
        error={errors.degree}
        disabled={disabled}
        onChange={(event) => onChange('degree', event.target.value)}
      />
      <SelectField
        label="Graduation Year"
        name="graduationYear"
        placeholder="Select year"
        options={YEARS}
        value={values.graduationYear}
        error={errors.graduationYear}
        disabled={disabled}
        onChange={(event) => onChange('graduationYear', event.target.value)}
      />
      <UniversityPicker
        value={values.universityId}
        locked={user.universityVerified}
        disabled={disabled}
        error={errors.universityId}
        onChange={(universityId) => onChange('universityId', universityId)}
      />
      <div data-section="university-verification">
        <UniversityEmailField user={user} universityId={values.universityId} beforeRequest={beforeVerify} disabled={disabled} />
      </div>
    </>
  );
}
