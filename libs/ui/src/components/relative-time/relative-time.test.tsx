import { render, screen } from '@testing-library/react';
import { RelativeTime } from './relative-time';

describe('RelativeTime', () => {
  it('renders a machine-readable time element with the relative text', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    render(<RelativeTime value="2026-03-10T09:30:00Z" now={now} />);

    const time = screen.getByText('2h ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-03-10T09:30:00.000Z');
  });

  it('carries the exact local date and time as its tooltip', () => {
    const local = new Date(2026, 2, 10, 9, 30);
    render(<RelativeTime value={local.toISOString()} now={local.getTime() + 60_000} />);
    expect(screen.getByText('1m ago')).toHaveAttribute('title', '10 Mar 2026, 09:30');
  });

  it('renders nothing for a date it cannot read', () => {
    const { container } = render(<RelativeTime value="soon" />);
    expect(container).toBeEmptyDOMElement();
  });
});
