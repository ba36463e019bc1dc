import styled from 'styled-components';
import { UNIVERSITY_MESSAGES } from '@campusloop/contracts';
import { Button, SelectField } from '@campusloop/ui';
import { useGetUniversitiesQuery } from '@campusloop/web-platform';

const LoadFailure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p { margin: 0; color: ${({ theme }) => theme.colors.danger}; }
`;

export type UniversityPickerProps = {
  value: string;
  onChange: (universityId: string) => void;
  /** Locked once the university e-mail is verified (spec §4). */
  locked: boolean;
  disabled?: boolean;
  error?: string;
};

/** The university select (GET /universities), with its loading state and a retry when it fails. */
export function UniversityPicker({ value, onChange, locked, disabled = false, error }: UniversityPickerProps) {
  const { data, isLoading, isError, refetch } = useGetUniversitiesQuery();
  const options = (data ?? []).map((university) => ({ value: university.id, label: university.name }));
  return (
    <>
      <SelectField
        label="University"
        name="universityId"
        placeholder={isLoading ? 'Loading universities...' : 'Select your university'}
        options={options}
        value={data ? value : ''}
        error={error}
        disabled={disabled || locked || !data}
        aria-busy={isLoading || undefined}
        hint={locked ? 'Locked after your university email was verified.' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {isError && (
        <LoadFailure role="alert">
          <p>{UNIVERSITY_MESSAGES.loadFailed}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try Again
          </Button>
        </LoadFailure>
      )}
    </>
  );
}
