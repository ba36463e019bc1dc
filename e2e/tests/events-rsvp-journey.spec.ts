import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedStudent, type Session } from '../support/accounts';
import { IIT_BOMBAY, eventCard, istInput, openEventDetails, openEvents, pngFile, uniqueTitle } from './events-helpers';

async function studentPage(browser: Browser, session: Session): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openEvents(page, session);
  return page;
}

test.describe('an event from creation to deletion, with three students', () => {
  test('when an organizer creates an event with a cover and capacity 1, then one student fills it, the next waits, a cancel promotes the waiting student, they discuss, and the organizer deletes it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const [organizer, first, second] = await Promise.all([
      createVerifiedStudent(request, { name: 'Olga Organizer', ...IIT_BOMBAY }),
      createVerifiedStudent(request, { name: 'Farid First', ...IIT_BOMBAY }),
      createVerifiedStudent(request, { name: 'Sana Second', ...IIT_BOMBAY }),
    ]);
    const title = uniqueTitle('Robotics demo night');

    // The organizer creates it through the form, with a cover.
    const olga = await studentPage(browser, organizer);
    await olga.getByRole('button', { name: 'Create Event' }).click();
    const form = olga.getByRole('dialog', { name: 'Create New Event' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Description' }).fill('Line followers race at 7.');
    await form.getByRole('textbox', { name: 'Location' }).fill('Lecture Hall Complex, LH 101');
    await form.getByLabel('Start Date & Time (IST)').fill(istInput(3, '19:00'));
    await form.getByLabel('End Date & Time (IST)').fill(istInput(3, '21:30'));
    await form.getByLabel('Capacity (optional)').fill('1');
    await form.getByLabel('Choose Cover').setInputFiles([pngFile('cover.png')]);
    await form.getByRole('button', { name: 'Upload Images' }).click();
    await expect(form.getByText('✓ Uploaded')).toBeVisible();
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expect(form).toBeHidden();
    let details = olga.getByRole('dialog', { name: 'Event Details' });
    await expect(details.getByRole('heading', { name: title })).toBeVisible();
    await expect(details.getByText(/ 7:00 PM – 9:30 PM IST$/)).toBeVisible();
    await expect(details.getByText('0 / 1 attending')).toBeVisible();
    await expect(details.getByRole('button', { name: /RSVP/ })).toHaveCount(0);
    const cover = details.getByRole('img', { name: `Cover of ${title}` });
    await expect.poll(() => cover.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await details.getByRole('button', { name: `Enlarge cover of ${title}` }).click();
    await expect(olga.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
    await olga.keyboard.press('Escape');
    await olga.keyboard.press('Escape');

    // The first student takes the only seat from the card.
    const farid = await studentPage(browser, first);
    await eventCard(farid, title).getByRole('button', { name: `RSVP: ${title}` }).click();
    await expect(eventCard(farid, title).getByRole('button', { name: `Going: ${title}` })).toBeVisible();
    await expect(eventCard(farid, title).getByText('1 / 1 attending')).toBeVisible();

    // The second finds it full and joins the waitlist.
    const sana = await studentPage(browser, second);
    await expect(eventCard(sana, title).getByRole('button', { name: `Event Full: ${title}` })).toBeDisabled();
    details = await openEventDetails(sana, title);
    await expect(details.getByRole('button', { name: 'Event Full' })).toBeDisabled();
    await details.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(details.getByText("You're #1 on the waitlist")).toBeVisible();

    // The first cancels: the seat goes to the waiting student.
    const faridDetails = await openEventDetails(farid, title);
    await faridDetails.getByRole('button', { name: 'Cancel RSVP' }).click();
    await expect(faridDetails.getByRole('button', { name: /^(RSVP to Event|Event Full)$/ })).toBeVisible();
    await expect(faridDetails.getByText('1 / 1 attending')).toBeVisible();
    await sana.reload();
    details = await openEventDetails(sana, title);
    await expect(details.getByRole('button', { name: 'Cancel RSVP' })).toBeEnabled();
    await expect(details.getByText("You're #1 on the waitlist")).toHaveCount(0);

    // Discussion: a comment, the organizer's reply, a like.
    await details.getByRole('textbox', { name: 'Write a comment' }).click();
    await details.getByRole('textbox', { name: 'Write a comment' }).fill('Is there parking near LH 101?');
    await details.getByRole('button', { name: 'Send' }).click();
    const comment = details.getByRole('article', { name: 'Comment by Sana Second' });
    await expect(comment).toContainText('Is there parking near LH 101?');
    await expect(details.getByRole('heading', { name: 'Discussion (1)' })).toBeVisible();

    await olga.reload();
    const olgaDetails = await openEventDetails(olga, title);
    const seen = olgaDetails.getByRole('article', { name: 'Comment by Sana Second' });
    await seen.getByRole('button', { name: 'Reply' }).click();
    await olgaDetails.getByRole('textbox', { name: 'Write a reply' }).fill('Yes, behind the library.');
    await olgaDetails.getByRole('button', { name: 'Send' }).click();
    await expect(olgaDetails.getByRole('article', { name: 'Reply by Olga Organizer' })).toContainText('Yes, behind the library.');
    await seen.getByRole('button', { name: '0 likes' }).first().click();
    await expect(seen.getByRole('button', { name: '1 like' }).first()).toHaveAttribute('aria-pressed', 'true');

    // The organizer deletes it, after the spec's confirmation; it is gone for the others too.
    await olgaDetails.getByRole('group', { name: 'Organizer actions' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = olga.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(confirm).toContainText('Are you sure you want to delete this event? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(olga.getByText('Event deleted successfully')).toBeVisible();
    await expect(olgaDetails).toBeHidden();
    await expect(eventCard(olga, title)).toHaveCount(0);
    await farid.reload();
    await expect(farid.getByRole('heading', { level: 2, name: 'Campus Events' })).toBeVisible();
    await expect(eventCard(farid, title)).toHaveCount(0);
  });
});
