import { expect, test } from '@playwright/test';
import { signUpAsVerifiedStudent } from '../support/identity-ui';

test.describe('a new student reaches Campus Events', () => {
  test('when a brand-new address signs up, completes a university profile and verifies its university e-mail, then the Events tab opens for it', async ({
    page,
    request,
  }) => {
    await signUpAsVerifiedStudent(page, request, {
      name: 'Neha Newcomer',
      whileUnverified: async () => {
        // Not verified yet: Events is closed.
        await page.goto('/dashboard?tab=EVENTS');
        await expect(page.getByText('Verify your university email to get access to Events.')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Campus Events' })).toHaveCount(0);
      },
    });
    await page.getByRole('tab', { name: 'Events', exact: true }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Campus Events' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Upcoming Events \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Past Events \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All Events' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Create Event' })).toBeVisible();

    // My Events of a newcomer is empty, in the spec's words.
    await page.getByRole('button', { name: 'My Events' }).click();
    await expect(page.getByText('No upcoming events')).toBeVisible();
    await expect(page.getByText('Be the first to create an event for your campus community!')).toBeVisible();
  });
});
