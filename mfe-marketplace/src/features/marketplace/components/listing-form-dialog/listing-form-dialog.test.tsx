import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING_MESSAGES as M, MARKETPLACE_TAB_TEXTS as T } from '@campusloop/contracts';
import { deferred, installFakeApi, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { aListing, aPage, UNIVERSITY_ID } from '../../../../testing/listing-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { MarketplaceTab } from '../marketplace-tab/marketplace-tab';
import { validateNewListing } from './validate-listing-form';

const CAMPUS = `/api/v1/universities/${UNIVERSITY_ID}/market`;
const filled = { title: 'Lamp', description: 'Warm light', price: '99.99', notes: 'Room 12' };

async function fillForm(form: HTMLElement, values: Partial<typeof filled> = filled) {
  if (values.title) await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), values.title);
  if (values.description)
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), values.description);
  if (values.price) await userEvent.type(within(form).getByLabelText('Price (₹)'), values.price);
  if (values.notes) await userEvent.type(within(form).getByRole('textbox', { name: T.notes }), values.notes);
}

describe('the listing form', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('checks with the service schema and shows only the first error (spec §5)', () => {
    expect(validateNewListing({ title: '', description: '', price: '-1', notes: '' }, [])).toEqual({
      ok: false,
      errors: { title: M.titleRequired },
    });
    expect(validateNewListing({ ...filled, price: '-1' }, [])).toEqual({
      ok: false,
      errors: { price: M.priceMin },
    });
    expect(validateNewListing({ ...filled, price: '1.005' }, [])).toEqual({
      ok: false,
      errors: { price: M.priceDecimals },
    });
    expect(validateNewListing({ ...filled, notes: 'x'.repeat(501) }, [])).toEqual({
      ok: false,
      errors: { notes: M.notesTooLong },
    });
    expect(validateNewListing(filled, [])).toMatchObject({ ok: true, body: { price: 99.99 } });
  });

  it('adds the new listing at once with a temporary id, then shows the saved one with "Listing created successfully!"', async () => {
    const answer = deferred<FakeReply>();
    fake.on('GET', CAMPUS, { body: aPage([]) }).on('POST', CAMPUS, () => answer.promise);
    renderTab(<MarketplaceTab />);
    await screen.findByText(T.emptyAllHint);

    await userEvent.click(screen.getByRole('button', { name: T.createListing }));
    const form = await screen.findByRole('dialog', { name: T.createTitle });
    await fillForm(form);
    await userEvent.click(within(form).getByRole('button', { name: T.createListing }));

    expect(await screen.findByRole('article', { name: 'Lamp' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: T.createTitle })).not.toBeInTheDocument();
    expect(fake.requestsTo('POST', CAMPUS)[0]?.body).toEqual({
      title: 'Lamp',
      description: 'Warm light',
      price: 99.99,
      notes: 'Room 12',
      media: [],
    });

    const saved = aListing({ title: 'Lamp', price: 99.99, isOwner: true, media: [] });
    fake.on('GET', CAMPUS, { body: aPage([saved]) });
    answer.resolve({ status: 201, body: saved });
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    // The saved listing takes the temporary card's place: one card, still in the document once the refetch lands.
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Lamp' })).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Lamp' })).toHaveTextContent(saved.seller?.name ?? ''));
  });

  it('removes the optimistic card again when the create fails, with "Failed to create listing: …"', async () => {
    fake
      .on('GET', CAMPUS, { body: aPage([]) })
      .on('POST', CAMPUS, {
        status: 400,
        body: {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'bad',
          validationErrors: { price: M.priceTooHigh },
        },
      });
    renderTab(<MarketplaceTab />);
    await screen.findByText(T.emptyAllHint);

    await userEvent.click(screen.getByRole('button', { name: T.createListing }));
    await fillForm(await screen.findByRole('dialog', { name: T.createTitle }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: T.createTitle })).getByRole('button', {
        name: T.createListing,
      }),
    );

    expect(await screen.findByText(M.createFailedWith(`Price: ${M.priceTooHigh}`))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lamp' })).not.toBeInTheDocument());
  });

  it('edits a listing with its current values, keeps the draft and says why when the service refuses (sold meanwhile)', async () => {
    const mine = aListing({ title: 'Desk', isOwner: true, price: 500 });
    fake
      .on('GET', CAMPUS, { body: aPage([mine]) })
      .on('GET', `${CAMPUS}/${mine.id}`, { body: mine })
      .on('GET', `${CAMPUS}/${mine.id}/comments`, { body: aPage([]) })
      .on('PUT', `${CAMPUS}/${mine.id}`, {
        status: 409,
        body: { status: 409, code: 'CONFLICT', message: M.soldNotEditable },
      });
    renderTab(<MarketplaceTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Desk' }));
    const details = await screen.findByRole('dialog', { name: T.detailsTitle });
    await userEvent.click(within(details).getByRole('button', { name: 'Edit' }));

    const form = await screen.findByRole('dialog', { name: T.editTitle });
    expect(within(form).getByLabelText('Price (₹)')).toHaveValue(500);
    expect(within(form).getByRole('list', { name: 'Current images' })).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Desk (teak)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText(M.soldNotEditable)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Desk (teak)');
    expect(fake.requestsTo('PUT', `${CAMPUS}/${mine.id}`)[0]?.body).toMatchObject({
      title: 'Desk (teak)',
      media: [{ id: mine.media[0]?.id }],
    });
  });
});
