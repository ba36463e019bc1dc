import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMUNITY_MESSAGES } from '@campusloop/contracts';
import type { DeepLinkTarget } from '@campusloop/web-platform';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aCommunity, aPage } from '../../../../testing/community-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { CommunitiesTab, communityToOpen } from './communities-tab';

const LIST = '/api/v1/communities';
const MINE = '/api/v1/users/me/activity/communities';
const JOINED = '/api/v1/communities/joined';

describe('Communities tab', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('shows the public communities as cards with the right buttons, how many of how many, and Joined (n)', async () => {
    fake
      .on('GET', LIST, { body: { ...aPage([aCommunity({ name: 'Chess Club', official: true }), aCommunity({ name: 'Mine', isOwner: true, isMember: true }), aCommunity({ name: 'Joined one', isMember: true })]), totalElements: 45, last: false } })
      .on('GET', JOINED, { body: aPage([aCommunity()]) });
    renderTab(<CommunitiesTab />);

    const grid = await screen.findByRole('list', { name: 'Public communities' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    const chess = within(grid).getByRole('article', { name: 'Chess Club' });
    expect(within(chess).getByText('Official')).toBeInTheDocument();
    expect(within(chess).getByText('Public')).toBeInTheDocument();
    expect(within(chess).getByRole('button', { name: 'Join Chess Club' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Edit Mine' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Leave Joined one' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 45 communities')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Joined (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Campus Communities' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Community' })).toBeInTheDocument();
  });

  it.each([
    ['Public', LIST, 'No public communities yet', 'Be the first to create a public community!'],
    ['Campus Communities', LIST, 'No campus communities yet', 'Create a community for your university!'],
    ['My Communities', MINE, "You haven't created any communities", 'Start building your community today!'],
    ['Joined', JOINED, "You haven't joined any communities", 'Explore and join communities that interest you!'],
  ])('%s: the spec’s empty state', async (tab, _path, title, hint) => {
    fake.on('GET', LIST, { body: aPage([]) }).on('GET', MINE, { body: aPage([]) }).on('GET', JOINED, { body: aPage([]) });
    renderTab(<CommunitiesTab />);
    await userEvent.click(await screen.findByRole('tab', { name: tab }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('hides Campus Communities from a student who is not verified', async () => {
    fake.on('GET', LIST, { body: aPage([]) }).on('GET', JOINED, { body: aPage([]) });
    renderTab(<CommunitiesTab />, { user: aUser({ universityVerified: false }) });
    await screen.findByText('No public communities yet');
    expect(screen.queryByRole('tab', { name: 'Campus Communities' })).not.toBeInTheDocument();
  });

  it('joins at once (count + 1, Leave) with the toast, and puts it back when the call fails', async () => {
    const chess = aCommunity({ name: 'Chess Club', memberCount: 3 });
    fake
      .on('GET', LIST, { body: aPage([chess]) })
      .on('GET', JOINED, { body: aPage([]) })
      .on('POST', `${LIST}/${chess.id}/join`, { body: { ...chess, isMember: true, memberCount: 4 } });
    renderTab(<CommunitiesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Join Chess Club' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.joined)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Chess Club' });
    // The toast and the card are separate renders: on a busy machine the toast may paint first.
    await waitFor(() => expect(within(card).getByText('4 members')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Leave Chess Club' })).toBeInTheDocument();

    fake.on('DELETE', `${LIST}/${chess.id}/leave`, { status: 500, body: { status: 500, code: 'INTERNAL_ERROR', message: 'boom' } });
    await userEvent.click(within(card).getByRole('button', { name: 'Leave Chess Club' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.leaveFailed)).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('4 members')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Leave Chess Club' })).toBeInTheDocument();
  });

  it('the community page: Back to Communities, Details with stats and the official notice, Settings denied to a non-owner', async () => {
    const chess = aCommunity({ name: 'Chess Club', official: true, isMember: true });
    fake
      .on('GET', LIST, { body: aPage([chess]) })
      .on('GET', JOINED, { body: aPage([]) })
      .on('GET', `${LIST}/${chess.id}`, { body: chess });
    renderTab(<CommunitiesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Chess Club' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Chess Club' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByText('You are a member')).toBeInTheDocument();
    expect(screen.getByText('This is an official community.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave Community' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Community' })).toBeEnabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByText(COMMUNITY_MESSAGES.settingsDenied)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Back to Communities/ }));
    expect(await screen.findByRole('list', { name: 'Public communities' })).toBeInTheDocument();
  });

  it('the create form keeps Create disabled until name and description are filled, and shows the server’s taken name on the name', async () => {
    fake
      .on('GET', LIST, { body: aPage([]) })
      .on('GET', JOINED, { body: aPage([]) })
      .on('POST', LIST, {
        status: 400,
        body: { status: 400, code: 'VALIDATION_ERROR', message: 'A community with this name already exists', validationErrors: { name: 'A community with this name already exists' } },
      });
    renderTab(<CommunitiesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Community' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Community' });
    const submit = within(dialog).getByRole('button', { name: 'Create Community' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Community Name'), 'Chess Club');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Description'), 'ab');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Description must be at least 3 characters')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Description'), 'c');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('A community with this name already exists')).toBeInTheDocument();
  });

  it('reads deep links: communityId (highlight), a community post, and notification target URLs', () => {
    const base = { tab: 'COMMUNITIES' as const, params: {} };
    const open = (target: Partial<DeepLinkTarget>) => communityToOpen({ entityType: 'community', entityId: null, highlight: false, ...base, ...target } as DeepLinkTarget);
    expect(open({ entityId: 'Comm_000001', highlight: true })).toEqual({ communityId: 'Comm_000001', highlight: true });
    expect(open({ entityType: 'post', entityId: 'Post_000001', params: { communityId: 'Comm_000001' } })).toEqual({ communityId: 'Comm_000001', postId: 'Post_000001' });
    expect(open({ params: { targetUrl: '/communities/Comm_000001' } })).toEqual({ communityId: 'Comm_000001' });
    expect(open({ params: { targetUrl: '/communities/Comm_000001/posts/Post_000001' } })).toEqual({ communityId: 'Comm_000001', postId: 'Post_000001' });
    expect(open({ params: { targetUrl: '/events/Evnt_000001' } })).toBeUndefined();
  });
});

