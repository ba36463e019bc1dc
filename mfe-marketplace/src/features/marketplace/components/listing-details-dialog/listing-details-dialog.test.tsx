import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING_MESSAGES as M, MARKETPLACE_TAB_TEXTS as T, type Listing } from '@campusloop/contracts';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aListing, aPage, anId, UNIVERSITY_ID } from '../../../../testing/listing-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { MarketplaceTab } from '../marketplace-tab/marketplace-tab';

const CAMPUS = `/api/v1/universities/${UNIVERSITY_ID}/market`;
const listingUrl = (listing: Listing) => `${CAMPUS}/${listing.id}`;

function serve(fake: FakeApi, listings: Listing[]) {
  fake.on('GET', CAMPUS, { body: aPage(listings) });
  for (const listing of listings)
    fake
      .on('GET', listingUrl(listing), { body: listing })
      .on('GET', `${listingUrl(listing)}/comments`, { body: aPage([]) });
}

async function openDetails(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: T.detailsTitle });
}

describe('Listing Details', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('shows price, Available, seller, description, contact notes, the image counter and the empty Q&A in the spec words', async () => {
    const media = [1, 2].map((n) => ({ id: anId('me'), url: `/img/${n}.png`, isDefault: false }));
    serve(fake, [aListing({ title: 'Cycle', price: 3200, media, notes: 'Call after 6' })]);
    renderTab(<MarketplaceTab />);

    const dialog = await openDetails('Cycle');
    expect(within(dialog).getByText('₹3,200')).toBeInTheDocument();
    expect(within(dialog).getByText(T.available)).toBeInTheDocument();
    expect(within(dialog).getByText(T.listedBy)).toBeInTheDocument();
    expect(within(dialog).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: T.notes })).toBeInTheDocument();
    expect(within(dialog).getByText('Call after 6')).toBeInTheDocument();
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    expect(await within(dialog).findByText(M.noQuestions)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Discussion (0)' })).toBeInTheDocument();
    // Not the seller: no seller actions.
    expect(within(dialog).queryByRole('button', { name: T.markSold })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: `${T.viewAll} (2)` }));
    expect(await screen.findByRole('dialog', { name: 'Image viewer' })).toBeInTheDocument();
  });

  it('falls back to Untitled Listing and Unknown, and shows No Image without pictures', async () => {
    serve(fake, [
      aListing({ title: '', media: [], seller: { id: 'Se11er_0001', name: '', avatarUrl: null } }),
    ]);
    renderTab(<MarketplaceTab />);
    const dialog = await openDetails(T.untitled);
    expect(within(dialog).getByRole('heading', { name: T.untitled })).toBeInTheDocument();
    expect(within(dialog).getAllByText(T.unknownSeller).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(T.noImage)).toBeInTheDocument();
  });

  it('lets the seller mark it sold (SOLD at once, Edit gone), and puts it back with the 5 s text when the service refuses', async () => {
    const mine = aListing({ title: 'Kettle', isOwner: true });
    serve(fake, [mine]);
    let refuse = false;
    fake.on('PATCH', `${listingUrl(mine)}/sold`, (request) =>
      refuse
        ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'down' } }
        : { body: { ...mine, sold: request.search.includes('sold=true') } },
    );
    renderTab(<MarketplaceTab />);
    const dialog = await openDetails('Kettle');
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: T.markSold }));
    expect(await screen.findByText(M.markedSold)).toBeInTheDocument();
    expect(within(dialog).getByText(T.sold)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    refuse = true;
    await userEvent.click(within(dialog).getByRole('button', { name: T.markAvailable }));
    expect(await screen.findByText(M.statusFailed)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText(T.sold)).toBeInTheDocument());
  });

  it('deletes after the spec confirmation and removes the card; a refused delete brings it back with its text', async () => {
    const mine = aListing({ title: 'Desk', isOwner: true });
    const other = aListing({ title: 'Chair', isOwner: true });
    serve(fake, [mine, other]);
    fake.on('DELETE', listingUrl(mine), { status: 204 }).on('DELETE', listingUrl(other), {
      status: 403,
      body: { status: 403, code: 'FORBIDDEN', message: M.deleteForbidden },
    });
    renderTab(<MarketplaceTab />);

    let dialog = await openDetails('Desk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveTextContent(M.deleteConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Listings' });
    await waitFor(() =>
      expect(within(grid).queryByRole('article', { name: 'Desk' })).not.toBeInTheDocument(),
    );

    dialog = await openDetails('Chair');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm Delete' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(M.deleteForbidden)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('list', { name: 'Listings' })).findByRole('article', { name: 'Chair' }),
    ).toBeInTheDocument();
  });
});

describe('asking about a listing', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it.each([
    [403, M.commentForbidden],
    [404, M.commentNotFound],
    [500, M.commentFailed],
  ])('words a refused question (%i) as spec §8 does for listings', async (status, text) => {
    const listing = aListing({ title: 'Bookshelf' });
    serve(fake, [listing]);
    fake.on('POST', `${listingUrl(listing)}/comments`, { status, body: { status, code: 'X', message: '' } });
    renderTab(<MarketplaceTab />);
    const dialog = await openDetails('Bookshelf');

    const ask = within(dialog).getByRole('textbox', { name: 'Ask a question' });
    expect(ask).toHaveAttribute('placeholder', M.commentPlaceholder);
    await userEvent.click(ask);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ask a question' }), 'Still there?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });
});
