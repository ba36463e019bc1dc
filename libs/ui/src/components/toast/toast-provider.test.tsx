import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from '../button/button';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Saver({ tone = 'success' as const, duration }: { tone?: 'success' | 'error'; duration?: number }) {
  const toast = useToast();
  return (
    <Button
      onClick={() =>
        toast.show({ message: 'Post updated successfully!', tone, ...(duration ? { duration } : {}) })
      }
    >
      Save
    </Button>
  );
}

describe('ToastProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 3 s, then lets it fade out for 300 ms and removes it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Post updated successfully!');

    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and can be dismissed by hand', async () => {
    renderWithTheme(
      <ToastProvider>
        <Saver tone="error" duration={60_000} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Post updated successfully!');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await screen.findByRole('button', { name: 'Save' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('inside another provider, uses the outer one (one toast stack per page)', async () => {
    renderWithTheme(
      <ToastProvider>
        <ToastProvider>
          <Saver />
        </ToastProvider>
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
