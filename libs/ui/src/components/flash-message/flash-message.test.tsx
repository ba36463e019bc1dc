import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { FlashMessage } from './flash-message';

describe('FlashMessage', () => {
  afterEach(() => jest.useRealTimers());

  it('announces a success and goes away by itself after its duration', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    renderWithTheme(<FlashMessage message="Your profile has been updated!" duration={10_000} onDismiss={onDismiss} />);

    expect(screen.getByRole('status')).toHaveTextContent('Your profile has been updated!');
    act(() => jest.advanceTimersByTime(9_999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows an error as an alert that can be dismissed', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(<FlashMessage tone="error" message="Failed to update profile. Please try again." onDismiss={onDismiss} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
