import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RATING_MESSAGES } from '@campusloop/contracts';
import { UiProviders } from '@campusloop/ui/testing';
import { aUser, installFakeApi, renderAsShell, type FakeApi } from '@campusloop/web-platform/testing';
import { UNI_ID, aRating, aRatingsPage, aUniversity } from '../../../../testing/rating-fixtures';
import { ReviewsTab } from './reviews-tab';

const RATINGS = `/api/v1/universities/${UNI_ID}/ratings`;
const pupil = aUser({ audience: 'HIGH_SCHOOL_STUDENT', universityId: null, universityVerified: false });

describe('University Reviews tab', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi()
      .on('GET', '/api/v1/universities', { body: [{ id: UNI_ID, name: 'Alpha Institute of Technology' }, { id: 'Un1v_000002', name: 'Beta University' }] })
      .on('GET', `/api/v1/universities/${UNI_ID}/details`, { body: aUniversity() })
      .on('GET', RATINGS, { body: aRatingsPage([aRating()]) })
      .on('GET', '/api/v1/users/me/activity/ratings', { body: { ...aRatingsPage([]), summary: undefined } });
  });
  afterEach(() => fake.uninstall());

  it('asks to search first; a high-school user picks a university with the keyboard and reads its reviews and aggregate', async () => {
    renderAsShell(<ReviewsTab />, { user: pupil, providers: UiProviders });
    expect(screen.getByRole('heading', { level: 3, name: 'Search for a University' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate University' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My Ratings' })).not.toBeInTheDocument();

    const box = screen.getByRole('combobox', { name: 'Search for a University' });
    await userEvent.type(box, 'alpha');
    await screen.findByRole('option', { name: 'Alpha Institute of Technology' });
    await userEvent.keyboard('{ArrowDown}{Enter}');

    const details = await screen.findByRole('article', { name: 'Alpha Institute of Technology' });
    expect(within(details).getByText('A lakeside campus.')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'View full map' })).toHaveAttribute('target', '_blank');
    await userEvent.click(within(details).getByRole('tab', { name: 'Reviews & Ratings' }));
    expect(await screen.findByLabelText('Overall rating 4.0 out of 5')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Great labs' })).toBeInTheDocument();
  });

  it('shows the spec text for a 403 on the reviews tab', async () => {
    fake.on('GET', RATINGS, { status: 403, body: { status: 403, code: 'PROFILE_INCOMPLETE', message: 'x' } });
    renderAsShell(<ReviewsTab />, { user: pupil, providers: UiProviders });
    await userEvent.type(screen.getByRole('combobox'), 'alpha{Enter}');
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews & Ratings' }));
    expect(await screen.findByText(RATING_MESSAGES.profileRequired)).toBeInTheDocument();
  });

  it('tells an unverified university student how to rate', () => {
    renderAsShell(<ReviewsTab />, { user: aUser({ universityVerified: false }), providers: UiProviders });
    expect(screen.getByText(RATING_MESSAGES.verifyToRate)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate University' })).not.toBeInTheDocument();
  });

  it('a verified student rates their university: submit stays disabled until all four categories are set', async () => {
    fake.on('POST', RATINGS, { status: 201, body: aRating({ isOwner: true, canModify: true }) });
    renderAsShell(<ReviewsTab />, { user: aUser({ universityId: UNI_ID }), providers: UiProviders });
    expect(screen.getByRole('button', { name: 'My Ratings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rate University' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Submit Rating' });
    expect(submit).toBeDisabled();
    for (const label of ['Academics', 'Placements', 'Campus Life']) {
      await userEvent.click(within(dialog).getByLabelText(`${label}: 4 out of 5`));
    }
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('Hostel: 3 out of 5'));
    expect(submit).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText(/Review title/), 'Great labs');
    await userEvent.click(submit);
    expect(await fake.requestsTo('POST', RATINGS)[0]?.body).toMatchObject({
      academics: 4,
      placements: 4,
      campusLife: 4,
      hostel: 3,
      title: 'Great labs',
      media: [],
    });
  });

  it('shows the server refusal of a second rating in the dialog', async () => {
    fake.on('POST', RATINGS, { status: 409, body: { status: 409, code: 'CONFLICT', message: RATING_MESSAGES.alreadyRated } });
    renderAsShell(<ReviewsTab />, { user: aUser({ universityId: UNI_ID }), providers: UiProviders });
    await userEvent.click(screen.getByRole('button', { name: 'Rate University' }));
    const dialog = await screen.findByRole('dialog');
    for (const label of ['Academics', 'Placements', 'Campus Life', 'Hostel']) {
      await userEvent.click(within(dialog).getByLabelText(`${label}: 5 out of 5`));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RATING_MESSAGES.alreadyRated);
  });
});
