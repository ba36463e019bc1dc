import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'UNIVERSITY_STUDENT', label: 'University Student' },
  { value: 'OTHER', label: 'Other' },
] as const;

describe('RadioGroup', () => {
  it('is a radio group named by its legend; choosing an option reports its value', async () => {
    const onChange = jest.fn();
    renderWithTheme(<RadioGroup legend="I am a" name="audience" options={options} value={null} onChange={onChange} error="Please select who you are" />);

    const group = screen.getByRole('radiogroup', { name: 'I am a' });
    expect(group).toHaveAccessibleDescription('Please select who you are');
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(onChange).toHaveBeenCalledWith('OTHER');
  });

  it('when disabled, the options cannot change and the hint says why', () => {
    renderWithTheme(
      <RadioGroup legend="I am a" name="audience" options={options} value="UNIVERSITY_STUDENT" onChange={jest.fn()} disabled hint="Cannot change once set to University Student" />,
    );

    expect(screen.getByRole('radio', { name: 'University Student' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Other' })).toBeDisabled();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Cannot change once set to University Student');
  });
});
