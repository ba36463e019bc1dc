import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../field/control-styles';
import { FieldFrame } from '../field/field-frame';

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
`;

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option (value ''), e.g. 'Select year'; none when absent. */
  placeholder?: string;
  hint?: string;
  error?: string;
};

/** A labelled native select (keyboard and screen-reader support of the platform). */
export function SelectField({ label, options, placeholder, hint, error, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <Select {...selectProps} {...control} $invalid={Boolean(error)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}
