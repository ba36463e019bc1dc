import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it("for a 401 says 'Authentication Required' and offers 'Sign In'", async () => {
    const onSignIn = jest.fn();
    renderWithTheme(<ErrorPanel error={{ status: 401, message: 'Session expired. Please log in again.' }} onSignIn={onSignIn} onRetry={jest.fn()} />);

    expect(screen.getByRole('alert', { name: 'Authentication Required' })).toHaveTextContent('Session expired. Please log in again.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it("for a 403 says 'Access Denied'", () => {
    renderWithTheme(<ErrorPanel error={{ status: 403, message: 'Access denied. Please verify your university email.' }} />);
    expect(screen.getByRole('alert', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it("for other errors says 'Something went wrong' and retries when the error is retryable", async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorPanel error={{ status: 503 }} onRetry={onRetry} />);

    expect(screen.getByRole('alert', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("offers no 'Try Again' when the caller says the error is not retryable", () => {
    renderWithTheme(<ErrorPanel error={{ status: 400 }} onRetry={jest.fn()} retryable={false} />);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('uses a specific title and can be dismissed', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(<ErrorPanel error={{ status: 500 }} title="Failed to load notifications" onDismiss={onDismiss} />);

    expect(screen.getByRole('alert', { name: 'Failed to load notifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
