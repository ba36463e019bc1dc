import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MESSAGES, REPORT_REASON_LABELS, REPORT_TEXTS as T } from '@campusloop/contracts';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { aCommunity, aPage } from '../../../../testing/community-fixtures';
import { CommunitiesTab } from '../communities-tab/communities-tab';

const LIST = '/api/v1/communities';

async function openDetails(fake: FakeApi, community: ReturnType<typeof aCommunity>) {
  fake
    .on('GET', LIST, { body: aPage([community]) })
    .on('GET', `${LIST}/joined`, { body: aPage([]) })
    .on('GET', `${LIST}/${community.id}`, { body: community });
  renderTab(<CommunitiesTab />);
  await userEvent.click(await screen.findByRole('button', { name: `View ${community.name}` }));
  await screen.findByRole('heading', { level: 2, name: community.name });
  await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
}

describe('Report Community (issue 28)', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('opens the shared report dialog and sends the reason and note to the community’s reports route', async () => {
    const club = aCommunity({ name: 'Spam Club' });
    fake.on('POST', `${LIST}/${club.id}/reports`, {
      status: 201,
      body: { message: MODERATION_MESSAGES.reportReceived, reason: 'spam', createdAt: new Date().toISOString() },
    });
    await openDetails(fake, club);

    await userEvent.click(screen.getByRole('button', { name: 'Report Community' }));
    const dialog = await screen.findByRole('dialog', { name: T.titles.community });
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    await userEvent.type(within(dialog).getByLabelText(T.note), 'Sells followers');
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));

    expect(await screen.findByText(MODERATION_MESSAGES.reportReceived)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.titles.community })).not.toBeInTheDocument());
    expect(fake.requestsTo('POST', `${LIST}/${club.id}/reports`).map((request) => request.body)).toEqual([
      { reason: 'spam', note: 'Sells followers' },
    ]);
  });

  it('a second report says kindly "already reported"', async () => {
    const club = aCommunity({ name: 'Twice Club' });
    fake.on('POST', `${LIST}/${club.id}/reports`, {
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: MODERATION_MESSAGES.alreadyReported },
    });
    await openDetails(fake, club);

    await userEvent.click(screen.getByRole('button', { name: 'Report Community' }));
    const dialog = await screen.findByRole('dialog', { name: T.titles.community });
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.hate }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_MESSAGES.alreadyReported);
  });

  it("its owner gets no Report Community, and sees 'Blocked' on a community a moderator blocked", async () => {
    await openDetails(fake, aCommunity({ name: 'My Club', isOwner: true, isMember: true, blocked: true }));
    expect(screen.queryByRole('button', { name: 'Report Community' })).not.toBeInTheDocument();
    expect(screen.getByText(T.blocked)).toBeInTheDocument();
  });
});
