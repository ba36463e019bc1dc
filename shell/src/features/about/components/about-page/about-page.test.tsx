import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

describe('AboutPage', () => {
  it('tells the mission, vision and story', () => {
    renderApp({ path: '/about' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Our Mission', 'Our Vision', 'Our Story']);
  });

  it.each([
    [null, 'Join Now', '/login'],
    [aUser({ profileComplete: false, audience: null }), 'Complete Profile', '/profile'],
    [aUser(), 'Explore CampusLoop', '/dashboard'],
  ])('its call to action behaves like the hero (%#: %s → %s)', async (user, label, target) => {
    const { router } = renderApp({ path: '/about', user });
    await userEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(currentUrl(router)).toMatch(new RegExp(`^${target}`)));
  });
});
