import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button that reports clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Send OTP</Button>);

    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('while loading it is busy and cannot be clicked again', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Verify OTP
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Verify OTP' });
    await userEvent.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be disabled without looking busy', () => {
    renderWithTheme(<Button disabled>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
