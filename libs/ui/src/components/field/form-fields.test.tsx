import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { SelectField } from '../select-field/select-field';
import { TextAreaField } from '../text-area-field/text-area-field';
import { TextField } from '../text-field/text-field';

describe('form fields', () => {
  it('a text field shows its counter and error and is described by both', () => {
    renderWithTheme(<TextField label="Name" value="Al" onChange={jest.fn()} counter={{ current: 2, max: 50 }} error="Name must be at least 3 characters" />);

    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('2/50 Name must be at least 3 characters');
  });

  it('a text area has a label and a counter', () => {
    renderWithTheme(<TextAreaField label="Bio" value="Hello" onChange={jest.fn()} counter={{ current: 5, max: 500 }} />);

    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAccessibleDescription('5/500');
    expect(screen.getByRole('textbox', { name: 'Bio' })).not.toHaveAttribute('aria-invalid');
  });

  it('a select lists a placeholder, then its options', () => {
    renderWithTheme(
      <SelectField label="Graduation Year" placeholder="Select year" options={[{ value: '2000', label: '2000' }]} value="" onChange={jest.fn()} error="Graduation year must be between 2000 and 2040" />,
    );

    const select = screen.getByRole('combobox', { name: 'Graduation Year' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Select year', '2000']);
    expect(select).toHaveAccessibleDescription('Graduation year must be between 2000 and 2040');
  });
});
