import { PROFILE_MESSAGES, type Audience } from '@campusloop/contracts';
import { RadioGroup } from '@campusloop/ui';
import { AUDIENCE_OPTIONS } from '../../profile-form-values';

export type AudienceFieldProps = {
  value: Audience | null;
  onChange: (audience: Audience) => void;
  /** The saved audience is UNIVERSITY_STUDENT: it cannot change any more (spec §4). */
  locked: boolean;
  error?: string;
};

/** 'I am a': University Student, High School Student or Other; locked once University Student. */
export function AudienceField({ value, onChange, locked, error }: AudienceFieldProps) {
  return (
    <RadioGroup
      legend="I am a"
      name="audience"
      options={AUDIENCE_OPTIONS}
      value={value}
      onChange={onChange}
      disabled={locked}
      hint={locked ? PROFILE_MESSAGES.audienceLocked : undefined}
      error={error}
    />
  );
}
