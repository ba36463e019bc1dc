import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { Community } from '@campusloop/contracts';
import { Button, EmptyState, ErrorBoundary, Loading } from '@campusloop/ui';
import type { CommunityPostsProps } from '@campusloop/web-platform';
import { useMembership } from '../../hooks/use-membership';
import { COMMUNITIES_TEXTS as T } from '../../model/community-texts';
import { loadCommunityPosts } from './load-community-posts';

const RemoteCommunityPosts = lazy(loadCommunityPosts);

type CommunityFeedProps = {
  community: Community;
  /** A post to open (a `/communities/{cid}/posts/{pid}` link). */
  openPostId?: string | undefined;
  /** Instead of the feed remote's module (tests, the standalone page). */
  Posts?: ComponentType<CommunityPostsProps>;
};

/**
 * The community page's Feed tab (spec §2): the feed remote's post list of this community. When the
 * feed refuses to load (a non-member gets 403), its error panel offers Join Community, which joins
 * and reloads the list.
 */
export function CommunityFeed({ community, openPostId, Posts }: CommunityFeedProps) {
  const { join, busy } = useMembership();
  const [reloads, setReloads] = useState(0);
  const joinAndReload = async () => {
    if (await join(community)) setReloads((count) => count + 1);
  };
  const props: CommunityPostsProps = {
    communityId: community.id,
    universityId: community.universityId,
    communityName: community.name,
    ...(openPostId ? { openPostId } : {}),
    ...(community.isMember
      ? {}
      : {
          errorAction: (
            <Button onClick={() => void joinAndReload()} loading={busy}>
              {T.joinCommunity}
            </Button>
          ),
        }),
  };
  const key = `${community.id}:${reloads}:${community.isMember}`;
  if (Posts) return <Posts key={key} {...props} />;
  return (
    <ErrorBoundary fallback={<EmptyState title="The community feed is unavailable right now." />}>
      <Suspense fallback={<Loading label="Loading posts..." />}>
        <RemoteCommunityPosts key={key} {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
