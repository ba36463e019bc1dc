import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../button/button';
import { AlertActions, AlertFrame, AlertMessage, AlertTitle } from '../error-panel/alert-frame';

export const MAX_ERROR_BOUNDARY_RETRIES = 3;

export type ErrorBoundaryProps = {
  children: ReactNode;
  /** Called on 'Try Again' before the children render again (e.g. to re-attempt loading a remote). */
  onReset?: () => void;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Shown under the title; the raw error is never shown to users. */
  message?: string;
  maxRetries?: number;
  /** Defaults to reloading the page. */
  onReload?: () => void;
  /** Replaces the default panel (e.g. null for a navbar widget that may simply be absent). */
  fallback?: ReactNode;
};

type State = { error: Error | null; retries: number };

/** Spec §2 shared piece: 'Try Again' (disabled after 3 retries, 'Max retries reached') and 'Reload Page'. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, retries: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    if (this.state.retries >= this.maxRetries) return;
    this.props.onReset?.();
    this.setState(({ retries }) => ({ error: null, retries: retries + 1 }));
  };

  private readonly reload = () => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  private get maxRetries() {
    return this.props.maxRetries ?? MAX_ERROR_BOUNDARY_RETRIES;
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    const exhausted = this.state.retries >= this.maxRetries;
    return (
      <AlertFrame role="alert" aria-label="Something went wrong">
        <AlertTitle>Something went wrong</AlertTitle>
        <AlertMessage>{this.props.message ?? 'An unexpected error occurred. Please try again.'}</AlertMessage>
        {exhausted && <AlertMessage>Max retries reached</AlertMessage>}
        <AlertActions>
          <Button onClick={this.retry} disabled={exhausted}>
            Try Again
          </Button>
          <Button variant="secondary" onClick={this.reload}>
            Reload Page
          </Button>
        </AlertActions>
      </AlertFrame>
    );
  }
}
