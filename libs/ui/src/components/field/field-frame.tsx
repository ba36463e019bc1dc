import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  label { font-weight: 600; }
`;

const Small = styled.p<{ $tone: 'muted' | 'danger' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Counter = styled.span<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

export type FieldCounter = { current: number; max: number };

/** What a control inside a field frame needs for its attributes. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export type FieldFrameProps = {
  label: string;
  hint?: string;
  /** Shown under the control and announced; marks the control invalid. */
  error?: string;
  /** 'n/max' characters, next to the label (read with the control's description, not live). */
  counter?: FieldCounter;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control, hint, counter and error of one form field, wired for screen readers. */
export function FieldFrame({ label, hint, error, counter, children }: FieldFrameProps) {
  const id = useId();
  const ids = { hint: `${id}-hint`, error: `${id}-error`, counter: `${id}-counter` };
  const describedBy = [hint && ids.hint, counter && ids.counter, error && ids.error].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <LabelRow>
        <label htmlFor={id}>{label}</label>
        {counter && (
          <Counter id={ids.counter} $over={counter.current > counter.max}>
            {counter.current}/{counter.max}
          </Counter>
        )}
      </LabelRow>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <Small id={ids.hint} $tone="muted">
          {hint}
        </Small>
      )}
      {error && (
        <Small id={ids.error} $tone="danger" role="alert">
          {error}
        </Small>
      )}
    </Field>
  );
}
