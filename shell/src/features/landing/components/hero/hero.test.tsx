import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

describe('Hero', () => {
  it.each([
    [null, 'Join Now', '/login'],
    [aUser({ profileComplete: false, audience: 'OTHER' }), 'Complete Profile', '/profile'],
    [aUser(), 'Explore CampusLoop', '/dashboard'],
  ])('for %#, the button reads %s and leads to %s', async (user, label, target) => {
    const { router } = renderApp({ path: '/', user });

    await userEvent.click(screen.getByRole('button', { name: label }));

    await waitFor(() => expect(currentUrl(router)).toMatch(new RegExp(`^${target}`)));
  });

  it('shows no button while the session is loading', () => {
    renderApp({ path: '/', user: 'loading' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join Now|Explore CampusLoop|Complete Profile/ })).not.toBeInTheDocument();
  });
});
