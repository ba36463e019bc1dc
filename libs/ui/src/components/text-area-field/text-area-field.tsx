import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../field/control-styles';
import { FieldFrame, type FieldCounter } from '../field/field-frame';

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 112px;
  resize: vertical;
`;

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
  counter?: FieldCounter;
};

/** A labelled multi-line input with an optional hint, counter and error. */
export function TextAreaField({ label, hint, error, counter, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} counter={counter}>
      {(control) => <TextArea {...textAreaProps} {...control} $invalid={Boolean(error)} />}
    </FieldFrame>
  );
}
