import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: none;
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; font-weight: 600; }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.mobile} { flex-direction: column; }
`;

const Option = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.surfaceMuted : theme.colors.surface)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled, $checked }) => ($disabled && !$checked ? 0.6 : 1)};
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Small = styled.p<{ $tone: 'muted' | 'danger' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

export type RadioOption<V extends string> = { value: V; label: string };

export type RadioGroupProps<V extends string> = {
  legend: string;
  name: string;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  disabled?: boolean;
  hint?: string;
  error?: string;
};

/** A fieldset of native radios (arrow keys move between them) with its legend, hint and error. */
export function RadioGroup<V extends string>({ legend, name, options, value, onChange, disabled = false, hint, error }: RadioGroupProps<V>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={describedBy} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend id={`${id}-legend`}>{legend}</legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value} $checked={value === option.value} $disabled={disabled}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </Option>
        ))}
      </Options>
      {hint && (
        <Small id={`${id}-hint`} $tone="muted">
          {hint}
        </Small>
      )}
      {error && (
        <Small id={`${id}-error`} $tone="danger" role="alert">
          {error}
        </Small>
      )}
    </Fieldset>
  );
}
