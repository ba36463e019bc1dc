import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMUNITY_MESSAGES } from '@campusloop/contracts';
import type { CommunityPostsProps } from '@campusloop/web-platform';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aCommunity } from '../../../../testing/community-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { CommunityFeed } from './community-feed';

let mounts = 0;
/** Stands in for mfe_feed/CommunityPosts: a refused feed shows the action it was given. */
function FakePosts({ communityId, errorAction }: CommunityPostsProps) {
  mounts += 1;
  return errorAction ? <div role="alert">Access denied {errorAction}</div> : <p>Posts of {communityId}</p>;
}

describe('the community Feed tab', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it("offers Join Community where the feed cannot be read; joining reloads it", async () => {
    const club = aCommunity({ name: 'Chess Club' });
    fake.on('POST', `/api/v1/communities/${club.id}/join`, { body: { ...club, isMember: true, memberCount: 4 } });
    renderTab(<CommunityFeed community={club} Posts={FakePosts} />);
    const before = mounts;

    await userEvent.click(screen.getByRole('button', { name: 'Join Community' }));

    expect(await screen.findByText(COMMUNITY_MESSAGES.joined)).toBeInTheDocument();
    expect(mounts).toBeGreaterThan(before);
  });
});
