import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../field/control-styles';
import { FieldFrame, type FieldCounter } from '../field/field-frame';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  hint?: string;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string;
  /** Shows 'n/max' characters next to the label. */
  counter?: FieldCounter;
};

/** A labelled input with an optional hint, counter and error, wired for screen readers. */
export function TextField({ label, hint, error, counter, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} counter={counter}>
      {(control) => <Input {...inputProps} {...control} $invalid={Boolean(error)} />}
    </FieldFrame>
  );
}
