import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { ToastContext, type ToastApi, type ToastOptions, type ToastTone } from './toast-context';

/** Spec §4/§9 generic toast: appears after 10 ms, stays 3 s by default, 300 ms exit. */
export const TOAST_TIMINGS = { enterDelay: 10, duration: 3000, exit: 300 } as const;

type Phase = 'entering' | 'shown' | 'leaving';
type ToastItem = { id: number; message: string; tone: ToastTone; phase: Phase };

const Region = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: min(420px, calc(100vw - 32px));
`;

const TONE_COLOURS = { success: 'success', error: 'danger', info: 'primary' } as const;

const Item = styled.div<{ $tone: ToastTone; $phase: Phase }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[TONE_COLOURS[$tone]]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  opacity: ${({ $phase }) => ($phase === 'shown' ? 1 : 0)};
  transform: translateY(${({ $phase }) => ($phase === 'shown' ? '0' : '-8px')});
  transition:
    opacity ${TOAST_TIMINGS.exit}ms ease,
    transform ${TOAST_TIMINGS.exit}ms ease;
  p {
    flex: 1;
    margin: 0;
  }
  button {
    border: none;
    background: transparent;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

let nextToastId = 0;

/**
 * Shows toasts (useToast().show) in a corner of the page. Under another ToastProvider it adds
 * nothing, so a remote can wrap itself and still share the shell's toasts when the shell has them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const outer = useContext(ToastContext);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const setPhase = useCallback(
    (id: number, phase: Phase) =>
      setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, phase } : toast))),
    [],
  );

  const dismiss = useCallback(
    (id: number) => {
      setPhase(id, 'leaving');
      later(TOAST_TIMINGS.exit, () => setToasts((list) => list.filter((toast) => toast.id !== id)));
    },
    [later, setPhase],
  );

  const show = useCallback(
    ({ message, tone = 'info', duration = TOAST_TIMINGS.duration }: ToastOptions) => {
      const id = (nextToastId += 1);
      setToasts((list) => [...list, { id, message, tone, phase: 'entering' }]);
      later(TOAST_TIMINGS.enterDelay, () => setPhase(id, 'shown'));
      later(duration, () => dismiss(id));
    },
    [dismiss, later, setPhase],
  );

  const api = useMemo<ToastApi>(() => ({ show }), [show]);
  if (outer) return <>{children}</>;
  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <Region>
          {toasts.map((toast) => (
            <Item
              key={toast.id}
              $tone={toast.tone}
              $phase={toast.phase}
              role={toast.tone === 'error' ? 'alert' : 'status'}
            >
              <p>{toast.message}</p>
              <button type="button" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
                ×
              </button>
            </Item>
          ))}
        </Region>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}
