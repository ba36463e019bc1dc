import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';

type CountedFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string | undefined;
  multiline?: boolean;
  placeholder?: string;
};

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: 600;
  }
  input,
  textarea {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
  input {
    min-height: 44px;
  }
  textarea {
    min-height: 160px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Counter = styled.span<{ $over: boolean }>`
  margin-left: auto;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

/** A labelled input or textarea with a 'n/max' character counter (spec §5) and an announced error. */
export function CountedField({
  label,
  value,
  onChange,
  max,
  error,
  multiline = false,
  placeholder,
}: CountedFieldProps) {
  const id = useId();
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? errorId : null, counterId].filter(Boolean).join(' '),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} /> : <input type="text" {...common} />}
      <Foot>
        {error && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
        <Counter id={counterId} $over={value.trim().length > max}>{`${value.trim().length}/${max}`}</Counter>
      </Foot>
    </Field>
  );
}
