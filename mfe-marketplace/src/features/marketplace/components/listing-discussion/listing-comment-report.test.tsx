import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETPLACE_TAB_TEXTS as MT, MODERATION_MESSAGES, REPORT_REASON_LABELS, REPORT_TEXTS as T } from '@campusloop/contracts';
import { aDiscussionComment } from '@campusloop/contracts/testing';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aListing, aPage, UNIVERSITY_ID } from '../../../../testing/listing-fixtures';
import { MarketplaceTab } from '../marketplace-tab/marketplace-tab';

const CAMPUS = `/api/v1/universities/${UNIVERSITY_ID}/market`;

describe('Report a question on a listing (issue 28)', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it("someone else's question offers Report (one's own does not), sent to the comment's reports route under the listing", async () => {
    const listing = aListing({ title: 'Desk lamp', isOwner: true });
    const comments = `${CAMPUS}/${listing.id}/comments`;
    const theirs = aDiscussionComment({ id: 'Cmt00000001', body: 'DM me for a crypto deal' });
    const mine = aDiscussionComment({ id: 'Cmt00000002', body: 'Still available', isOwner: true });
    fake
      .on('GET', CAMPUS, { body: aPage([listing]) })
      .on('GET', `${CAMPUS}/${listing.id}`, { body: listing })
      .on('GET', comments, { body: aPage([theirs, mine]) })
      .on('POST', `${comments}/${theirs.id}/reports`, {
        status: 409,
        body: { status: 409, code: 'CONFLICT', message: MODERATION_MESSAGES.alreadyReported },
      });
    renderTab(<MarketplaceTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Desk lamp' }));
    const dialog = await screen.findByRole('dialog', { name: MT.detailsTitle });

    const own = (await within(dialog).findByText('Still available')).closest('article') as HTMLElement;
    expect(within(own).queryByRole('button', { name: T.open })).not.toBeInTheDocument();
    const other = within(dialog).getByText('DM me for a crypto deal').closest('article') as HTMLElement;
    await userEvent.click(within(other).getByRole('button', { name: T.open }));
    const report = await screen.findByRole('dialog', { name: T.titles.comment });
    await userEvent.click(within(report).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    await userEvent.click(within(report).getByRole('button', { name: T.submit }));

    expect(await within(report).findByRole('status')).toHaveTextContent(MODERATION_MESSAGES.alreadyReported);
    await waitFor(() => expect(fake.requestsTo('POST', `${comments}/${theirs.id}/reports`)).toHaveLength(1));
  });
});
