import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { emptyOtp, OtpInput } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(emptyOtp());
  return (
    <>
      <OtpInput digits={digits} onChange={setDigits} />
      <output>{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('OtpInput', () => {
  it('takes one digit per box and moves on to the next box', async () => {
    renderWithTheme(<Harness />);

    await userEvent.click(box(1));
    await userEvent.keyboard('12a3');

    expect(screen.getByRole('status')).toHaveTextContent('123');
    expect(box(4)).toHaveFocus();
  });

  it('fills every box when a whole code is pasted', async () => {
    renderWithTheme(<Harness />);

    await userEvent.click(box(1));
    await userEvent.paste('Your code: 482 913');

    expect(screen.getByRole('status')).toHaveTextContent('482913');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3']);
  });

  it('Backspace in an empty box clears the previous box and moves there', async () => {
    renderWithTheme(<Harness />);

    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');

    expect(screen.getByRole('status')).toHaveTextContent(/^1$/);
    expect(box(2)).toHaveFocus();
  });
});
