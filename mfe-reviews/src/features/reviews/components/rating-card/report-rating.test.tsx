import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MESSAGES, REPORT_REASON_LABELS, REPORT_TEXTS as T } from '@campusloop/contracts';
import { UiProviders } from '@campusloop/ui/testing';
import { installFakeApi, renderAsShell, type FakeApi } from '@campusloop/web-platform/testing';
import { UNI_ID, aRating } from '../../../../testing/rating-fixtures';
import { RatingCard } from './rating-card';

const reportsOf = (ratingId: string) => `/api/v1/universities/${UNI_ID}/ratings/${ratingId}/reports`;

describe('Report a rating (issue 28)', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it("someone else's rating offers Report: the reason and note go to its reports route, then thanks", async () => {
    const rating = aRating({ review: { title: 'Great labs', body: 'Fine.' } });
    fake.on('POST', reportsOf(rating.id), {
      status: 201,
      body: { message: MODERATION_MESSAGES.reportReceived, reason: 'spam', createdAt: new Date().toISOString() },
    });
    renderAsShell(<RatingCard rating={rating} />, { providers: UiProviders });

    await userEvent.click(within(screen.getByRole('article', { name: 'Great labs' })).getByRole('button', { name: T.open }));
    const dialog = await screen.findByRole('dialog', { name: T.titles.rating });
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.misinformation }));
    await userEvent.type(within(dialog).getByLabelText(T.note), 'Not a student here');
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));

    expect(await screen.findByText(MODERATION_MESSAGES.reportReceived)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.titles.rating })).not.toBeInTheDocument());
    expect(fake.requestsTo('POST', reportsOf(rating.id)).map((request) => request.body)).toEqual([
      { reason: 'misinformation', note: 'Not a student here' },
    ]);
  });

  it('a second report says kindly "already reported"', async () => {
    const rating = aRating({ review: { title: 'Meh', body: '' } });
    fake.on('POST', reportsOf(rating.id), {
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: MODERATION_MESSAGES.alreadyReported },
    });
    renderAsShell(<RatingCard rating={rating} />, { providers: UiProviders });

    await userEvent.click(screen.getByRole('button', { name: T.open }));
    const dialog = await screen.findByRole('dialog', { name: T.titles.rating });
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_MESSAGES.alreadyReported);
  });

  it("its author gets no Report, and sees 'Blocked' on a rating a moderator blocked", () => {
    renderAsShell(<RatingCard rating={aRating({ isOwner: true, canModify: true, blocked: true })} showUniversity />, {
      providers: UiProviders,
    });
    expect(screen.queryByRole('button', { name: T.open })).not.toBeInTheDocument();
    expect(screen.getByText(T.blocked)).toBeInTheDocument();
  });
});
