import { useId } from 'react';
import { Button } from '../button/button';
import { AlertActions, AlertFrame, AlertMessage, AlertTitle } from './alert-frame';

export type ErrorPanelError = { status: number; message?: string };

export type ErrorPanelProps = {
  error: ErrorPanelError;
  /** Title for errors other than 401/403 (e.g. 'Failed to load notifications'); default 'Something went wrong'. */
  title?: string;
  onRetry?: () => void;
  /** Whether 'Try Again' is offered; defaults to true when onRetry is given. */
  retryable?: boolean;
  onSignIn?: () => void;
  onDismiss?: () => void;
};

function titleFor(status: number, fallback: string) {
  if (status === 401) return 'Authentication Required';
  if (status === 403) return 'Access Denied';
  return fallback;
}

/** Spec §8 error panel: 401 asks to sign in, 403 denies access, anything else can offer 'Try Again'. */
export function ErrorPanel({ error, title = 'Something went wrong', onRetry, retryable = Boolean(onRetry), onSignIn, onDismiss }: ErrorPanelProps) {
  const titleId = useId();
  const showSignIn = error.status === 401 && onSignIn;
  return (
    <AlertFrame role="alert" aria-labelledby={titleId}>
      <AlertTitle id={titleId}>{titleFor(error.status, title)}</AlertTitle>
      {error.message && <AlertMessage>{error.message}</AlertMessage>}
      <AlertActions>
        {showSignIn && <Button onClick={onSignIn}>Sign In</Button>}
        {retryable && onRetry && error.status !== 401 && <Button onClick={onRetry}>Try Again</Button>}
        {onDismiss && (
          <Button variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        )}
      </AlertActions>
    </AlertFrame>
  );
}
