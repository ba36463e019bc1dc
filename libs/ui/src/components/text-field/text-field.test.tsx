import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and describes it with the hint', () => {
    renderWithTheme(<TextField label="Email" hint="Use your personal email" />);

    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('Use your personal email');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces an error and marks the input invalid', () => {
    renderWithTheme(<TextField label="Email" error="Please enter a valid email address" />);

    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });
});
