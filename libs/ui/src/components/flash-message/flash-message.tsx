import { useEffect } from 'react';
import styled from 'styled-components';

export type FlashTone = 'success' | 'error';

const Banner = styled.div<{ $tone: FlashTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.surface : theme.colors.dangerSurface)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  font-weight: 600;
  p { flex: 1; margin: 0; }
  button {
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
  }
`;

export type FlashMessageProps = {
  message: string;
  tone?: FlashTone;
  /** Milliseconds until it goes away by itself; stays when absent. */
  duration?: number;
  onDismiss: () => void;
};

/** A form's result line: announced (status, or alert for errors), closes itself after `duration`. */
export function FlashMessage({ message, tone = 'success', duration, onDismiss }: FlashMessageProps) {
  useEffect(() => {
    if (!duration) return undefined;
    const timer = window.setTimeout(onDismiss, duration);
    return () => window.clearTimeout(timer);
  }, [message, duration, onDismiss]);

  return (
    <Banner $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{message}</p>
      <button type="button" aria-label="Dismiss message" onClick={onDismiss}>
        ×
      </button>
    </Banner>
  );
}
