import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING_MESSAGES, MARKETPLACE_TAB_TEXTS as T } from '@campusloop/contracts';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aListing, aPage, anId, UNIVERSITY_ID } from '../../../../testing/listing-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { MarketplaceTab, listingToOpen } from './marketplace-tab';

const CAMPUS = `/api/v1/universities/${UNIVERSITY_ID}/market`;
const MINE = '/api/v1/users/me/activity/listings';

describe('Marketplace tab', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('shows Campus Marketplace cards with first image and +n, price, SOLD badge, seller, and the counts line', async () => {
    const images = [1, 2, 3].map((n) => ({ id: anId('me'), url: `/img/${n}.png`, isDefault: false }));
    fake.on('GET', CAMPUS, {
      body: aPage([
        aListing({ title: 'Cycle', price: 1299.5, media: images }),
        aListing({ title: 'Kettle', media: [], sold: true }),
      ]),
    });
    renderTab(<MarketplaceTab />);

    expect(screen.getByRole('heading', { level: 2, name: 'Campus Marketplace' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Listings' });
    const [cycle, kettle] = within(grid).getAllByRole('article');
    expect(within(cycle as HTMLElement).getByText('₹1,299.50')).toBeInTheDocument();
    expect(within(cycle as HTMLElement).getByText('+2')).toBeInTheDocument();
    expect(within(cycle as HTMLElement).getByText(/Ravi Kumar/)).toBeInTheDocument();
    expect(within(kettle as HTMLElement).getByText(T.noImage)).toBeInTheDocument();
    expect(within(kettle as HTMLElement).getByText(T.sold)).toBeInTheDocument();
    expect(screen.getByText('Showing 2 listings')).toBeInTheDocument();
    expect(screen.getByText('No more listings to load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeInTheDocument();
    // All Listings hides sold ones by default (the service filters; the request says so).
    expect(fake.requestsTo('GET', CAMPUS)[0]?.search).toContain('hideSold=true');
  });

  it('My Listings shows sold items by default and hides them when "Show sold items" is unchecked, with the matching hints', async () => {
    fake.on('GET', CAMPUS, { body: aPage([]) }).on('GET', MINE, { body: aPage([]) });
    renderTab(<MarketplaceTab />);
    expect(await screen.findByText(T.emptyAllHint)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: T.myListings }));
    const showSold = await screen.findByRole('checkbox', { name: T.showSold });
    expect(showSold).toBeChecked();
    expect(await screen.findByText(T.emptyMineHint)).toBeInTheDocument();
    expect(fake.requestsTo('GET', MINE).at(-1)?.search).toContain('hideSold=false');

    await userEvent.click(showSold);
    expect(await screen.findByText(T.emptyMineUnsoldHint)).toBeInTheDocument();
    expect(fake.requestsTo('GET', MINE).at(-1)?.search).toContain('hideSold=true');
  });

  it('sends the price range and sort of the find bar, and shows a refused value as the server words it', async () => {
    fake.on('GET', CAMPUS, (request) =>
      request.search.includes('minPrice=5')
        ? {
            status: 400,
            body: { status: 400, code: 'VALIDATION_ERROR', message: LISTING_MESSAGES.priceRangeInvalid },
          }
        : { body: aPage([]) },
    );
    renderTab(<MarketplaceTab />);
    await screen.findByText(T.emptyAllHint);

    await userEvent.type(screen.getByLabelText('Min price'), '5');
    await userEvent.type(screen.getByLabelText('Max price'), '1');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'price_asc');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(LISTING_MESSAGES.priceRangeInvalid)).toBeInTheDocument();
    expect(fake.requestsTo('GET', CAMPUS).at(-1)?.search).toMatch(/minPrice=5&maxPrice=1&sort=price_asc/);
  });

  it('shows Access Required to a student who has not verified the university e-mail', () => {
    renderTab(<MarketplaceTab />, { user: aUser({ universityVerified: false }) });
    expect(screen.getByText(T.accessRequiredText)).toBeInTheDocument();
  });

  it('opens a listing from its deep link (listingId) or a notification target URL', () => {
    const id = anId();
    expect(
      listingToOpen({
        entityType: 'listing',
        entityId: id,
        tab: 'MARKETPLACE',
        highlight: false,
        params: {},
      }),
    ).toEqual({
      listingId: id,
    });
    expect(
      listingToOpen({
        entityType: 'post',
        entityId: '',
        tab: 'MARKETPLACE',
        highlight: false,
        params: { targetUrl: `/listings/${id}` },
      }),
    ).toEqual({ listingId: id });
  });
});
