import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../testing/render-app';

describe("Who it's for", () => {
  it('shows two audience cards whose View More opens a labelled dialog of bullets that Escape closes', async () => {
    renderApp({ path: '/' });
    const section = screen.getByRole('region', { name: "Who it's for" });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'University Students',
      'High School & Prospective Students',
    ]);

    const viewMore = within(section).getAllByRole('button', { name: 'View More' })[1] as HTMLElement;
    expect(viewMore).toHaveAccessibleDescription('High School & Prospective Students');
    await userEvent.click(viewMore);

    const dialog = screen.getByRole('dialog', { name: 'High School & Prospective Students' });
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(within(dialog).getByRole('button', { name: 'Join Now' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(viewMore).toHaveFocus();
  });

  it('How It Works lists the four steps of the spec', () => {
    renderApp({ path: '/' });
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Sign up with your personal email',
      'Complete your profile',
      'Verify your university email',
      'Explore and connect',
    ]);
  });
});
