import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETPLACE_TAB_TEXTS as T, USER_BLOCK_TEXTS as B, type Listing } from '@campusloop/contracts';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aListing, aPage, UNIVERSITY_ID } from '../../../../testing/listing-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { MarketplaceTab } from '../marketplace-tab/marketplace-tab';

const CAMPUS = `/api/v1/universities/${UNIVERSITY_ID}/market`;
const listingUrl = (listing: Listing) => `${CAMPUS}/${listing.id}`;

function serve(fake: FakeApi, listings: Listing[]) {
  fake.on('GET', CAMPUS, { body: aPage(listings) });
  for (const listing of listings)
    fake.on('GET', listingUrl(listing), { body: listing }).on('GET', `${listingUrl(listing)}/comments`, { body: aPage([]) });
}

async function openDetails(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: T.detailsTitle });
}

describe('Block the seller from Listing Details (issue 28)', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it("someone else's listing offers 'Block user': after the confirmation the seller is blocked, the details close and their listings leave the market list", async () => {
    const zed = { id: 'Zed5e11er01', name: 'Zed Seller', avatarUrl: null };
    const lamp = aListing({ title: 'Zed lamp', seller: zed });
    const desk = aListing({ title: 'Zed desk', seller: zed });
    const kettle = aListing({ title: 'Bob kettle' });
    serve(fake, [lamp, desk, kettle]);
    fake.on('PUT', `/api/v1/users/me/blocks/${zed.id}`, {
      body: { userId: zed.id, name: zed.name, avatarUrl: null, blockedAt: new Date().toISOString() },
    });
    renderTab(<MarketplaceTab />);

    const details = await openDetails('Zed lamp');
    await userEvent.click(within(details).getByRole('button', { name: B.open }));
    const confirm = await screen.findByRole('alertdialog', { name: B.title });
    expect(confirm).toHaveTextContent(B.message('Zed Seller'));
    await userEvent.click(within(confirm).getByRole('button', { name: B.confirm }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.detailsTitle })).not.toBeInTheDocument());
    expect(fake.requestsTo('PUT', `/api/v1/users/me/blocks/${zed.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Zed desk' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Zed lamp' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bob kettle' })).toBeInTheDocument();
  });

  it("never offers 'Block user' on one's own listing; a failed block says so and keeps the listing", async () => {
    const mine = aListing({ title: 'My kettle', isOwner: true });
    const theirs = aListing({ title: 'Their cycle' });
    serve(fake, [mine, theirs]);
    fake.on('PUT', `/api/v1/users/me/blocks/${theirs.seller.id}`, {
      status: 503,
      body: { status: 503, code: 'UNAVAILABLE', message: 'down' },
    });
    renderTab(<MarketplaceTab />);

    const own = await openDetails('My kettle');
    expect(within(own).queryByRole('button', { name: B.open })).not.toBeInTheDocument();
    await userEvent.click(within(own).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.detailsTitle })).not.toBeInTheDocument());

    const other = await openDetails('Their cycle');
    await userEvent.click(within(other).getByRole('button', { name: B.open }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: B.title })).getByRole('button', { name: B.confirm }));
    expect(await within(other).findByRole('alert')).toHaveTextContent(B.failed);
    expect(screen.getByRole('dialog', { name: T.detailsTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Their cycle' })).toBeInTheDocument();
  });
});
