import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useDismiss } from './use-dismiss';

function Popover({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, onDismiss);
  return (
    <>
      <div ref={ref}>
        <button>inside</button>
      </div>
      <button>outside</button>
    </>
  );
}

describe('useDismiss', () => {
  it('dismisses on Escape and on a press outside, not on a press inside', async () => {
    const onDismiss = jest.fn();
    render(<Popover open onDismiss={onDismiss} />);

    await userEvent.click(screen.getByRole('button', { name: 'inside' }));
    expect(onDismiss).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('does nothing while closed', async () => {
    const onDismiss = jest.fn();
    render(<Popover open={false} onDismiss={onDismiss} />);
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
