import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MARKETPLACE_TAB_TEXTS as MT,
  MODERATION_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_TEXTS as T,
  type Listing,
} from '@campusloop/contracts';
import { installFakeApi, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { aListing, aPage, UNIVERSITY_ID } from '../../../../testing/listing-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { MarketplaceTab } from '../marketplace-tab/marketplace-tab';

const CAMPUS = `/api/v1/universities/${UNIVERSITY_ID}/market`;

function serve(fake: FakeApi, listing: Listing) {
  fake
    .on('GET', CAMPUS, { body: aPage([listing]) })
    .on('GET', `${CAMPUS}/${listing.id}`, { body: listing })
    .on('GET', `${CAMPUS}/${listing.id}/comments`, { body: aPage([]) });
}

async function openReport(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: title }));
  const details = await screen.findByRole('dialog', { name: MT.detailsTitle });
  await userEvent.click(within(details).getByRole('button', { name: T.open }));
  return screen.findByRole('dialog', { name: T.title });
}

describe('Report a listing (issue 28)', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('sends the chosen reason and note once (submit disabled until a reason, and while sending), then thanks and closes', async () => {
    const listing = aListing({ title: 'Cheap phone' });
    serve(fake, listing);
    let answer: (reply: FakeReply) => void = () => undefined;
    fake.on('POST', `${CAMPUS}/${listing.id}/reports`, () => new Promise<FakeReply>((resolve) => (answer = resolve)));
    renderTab(<MarketplaceTab />);

    const dialog = await openReport('Cheap phone');
    const submit = within(dialog).getByRole('button', { name: T.submit });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    await userEvent.type(within(dialog).getByLabelText(T.note), 'Posted five times');
    expect(within(dialog).getByText('17/500')).toBeInTheDocument();
    await userEvent.click(submit);

    await waitFor(() => expect(within(dialog).getByRole('button', { name: T.submit })).toBeDisabled());
    answer({ status: 201, body: { message: MODERATION_MESSAGES.reportReceived, reason: 'spam', createdAt: new Date().toISOString() } });
    expect(await screen.findByText(MODERATION_MESSAGES.reportReceived)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.title })).not.toBeInTheDocument());
    expect(fake.requestsTo('POST', `${CAMPUS}/${listing.id}/reports`).map((request) => request.body)).toEqual([
      { reason: 'spam', note: 'Posted five times' },
    ]);
  });

  it('a second report says kindly "already reported" and keeps the dialog open to close', async () => {
    const listing = aListing({ title: 'Old desk' });
    serve(fake, listing);
    fake.on('POST', `${CAMPUS}/${listing.id}/reports`, {
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: MODERATION_MESSAGES.alreadyReported },
    });
    renderTab(<MarketplaceTab />);

    const dialog = await openReport('Old desk');
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.other }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_MESSAGES.alreadyReported);
    expect(screen.getByRole('dialog', { name: T.title })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: T.submit })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: T.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.title })).not.toBeInTheDocument());
  });

  it("the seller's own listing has no Report button", async () => {
    const listing = aListing({ title: 'My lamp', isOwner: true });
    serve(fake, listing);
    renderTab(<MarketplaceTab />);

    await userEvent.click(await screen.findByRole('button', { name: 'My lamp' }));
    const details = await screen.findByRole('dialog', { name: MT.detailsTitle });
    expect(within(details).queryByRole('button', { name: T.open })).not.toBeInTheDocument();
  });
});
