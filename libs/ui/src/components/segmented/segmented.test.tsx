import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { TabPanel, TabStrip, ToggleChoices, tabIds } from './segmented';

const tabs = [
  { value: 'a', label: 'First' },
  { value: 'b', label: 'Second' },
  { value: 'c', label: 'Third' },
] as const;

describe('ToggleChoices', () => {
  it('is a named group of toggle buttons; the chosen one is pressed and a click reports its value', async () => {
    const onChange = jest.fn();
    renderWithTheme(<ToggleChoices label="Show things" options={tabs} value="b" onChange={onChange} />);

    expect(screen.getByRole('group', { name: 'Show things' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Third' }));
    expect(onChange).toHaveBeenCalledWith('c');
  });
});

describe('TabStrip', () => {
  function Strip({
    current,
    onChange,
  }: {
    current: 'a' | 'b' | 'c';
    onChange: (value: 'a' | 'b' | 'c') => void;
  }) {
    return (
      <>
        <TabStrip label="Lists" tabs={tabs} current={current} onChange={onChange} idBase="t" />
        <TabPanel role="tabpanel" id={tabIds('t', current).panel} aria-labelledby={tabIds('t', current).tab}>
          body
        </TabPanel>
      </>
    );
  }

  it('names the panel by the selected tab; only the selected tab is a Tab stop', () => {
    renderWithTheme(<Strip current="b" onChange={jest.fn()} />);

    expect(screen.getByRole('tablist', { name: 'Lists' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('body');
  });

  it('arrow keys move to the next/previous tab (wrapping), Home/End to the ends', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Strip current="c" onChange={onChange} />);

    screen.getByRole('tab', { name: 'Third' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('b');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('c');
  });
});
