import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { OTP_LENGTH } from '@campusloop/contracts';

const Boxes = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input`
  width: 48px;
  height: 56px;
  text-align: center;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  ${({ theme }) => theme.media.mobile} { width: 40px; height: 48px; }
`;

export type OtpInputProps = {
  /** The digits entered so far, one per box (OTP_LENGTH entries, '' for an empty box). */
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** Names the group of boxes; default 'One-time code'. */
  label?: string;
  /** Id of the error text (or hint) each box is described by. */
  describedBy?: string;
  /** Focus the first box when the boxes appear (the code is the one thing to do on the page). */
  autoFocus?: boolean;
};

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** Six single-digit boxes: typing moves on, Backspace on an empty box goes back, pasting a code fills them. */
export function OtpInput({ digits, onChange, invalid = false, disabled = false, label = 'One-time code', describedBy, autoFocus = false }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  function setDigit(index: number, typed: string) {
    const digit = typed.replace(/\D/g, '').slice(-1);
    if (typed && !digit) return;
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (digit) focus(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    onChange(emptyOtp().map((_, index) => pasted[index] ?? ''));
    focus(pasted.length);
  }

  return (
    <Boxes role="group" aria-label={label}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={2}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
        />
      ))}
    </Boxes>
  );
}
