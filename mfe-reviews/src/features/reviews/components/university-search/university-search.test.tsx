import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@campusloop/ui/testing';
import { UniversitySearch } from './university-search';

const universities = Array.from({ length: 14 }, (_, i) => ({ id: `uni${String(i).padStart(8, '0')}`, name: `Test University ${i}` })).concat([
  { id: 'uniDelhi001', name: 'Delhi University' },
  { id: 'uniIITD0001', name: 'Indian Institute of Technology Delhi' },
]);

describe('UniversitySearch', () => {
  it('is a combobox with the spec placeholder that suggests at most 10 names with the match highlighted', async () => {
    renderWithTheme(<UniversitySearch universities={universities} onSelect={jest.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Search for a University' });
    expect(box).toHaveAttribute('placeholder', 'Search for a University');
    await userEvent.type(box, 'university');
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')[0]?.querySelector('mark')?.textContent).toBe('University');
  });

  it('moves with the arrow keys, picks with Enter and closes with Escape', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<UniversitySearch universities={universities} onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'delhi');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Delhi University',
      'Indian Institute of Technology Delhi',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Indian Institute of Technology Delhi' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Delhi University' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ id: 'uniDelhi001', name: 'Delhi University' });
    expect(box).toHaveValue('Delhi University');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'test');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
