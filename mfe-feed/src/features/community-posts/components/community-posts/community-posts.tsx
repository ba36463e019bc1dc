import { useMemo } from 'react';
import { EmptyState, ToastProvider } from '@campusloop/ui';
import type { CommunityPostsProps } from '@campusloop/web-platform';
import { PostFeed, type FeedSource } from '../../../posts';

/**
 * Exposed as mfe_feed/CommunityPosts: one community's posts (spec §2 community page Feed), for
 * mfe-communities. Without a community (e.g. the standalone page) it says so.
 */
export function CommunityPosts({
  communityId,
  universityId = null,
  communityName,
  errorAction,
  openPostId,
}: Partial<CommunityPostsProps>) {
  const source = useMemo<FeedSource | null>(
    () => (communityId ? { kind: 'community', communityId, universityId } : null),
    [communityId, universityId],
  );
  const autoOpen = useMemo(() => (openPostId ? { postId: openPostId } : undefined), [openPostId]);
  if (!source) return <EmptyState title="No community selected." />;
  return (
    <ToastProvider>
      <PostFeed
        source={source}
        label={communityName ? `Posts in ${communityName}` : 'Community posts'}
        emptyTitle="No posts yet"
        emptyMessage="Be the first to share something in this community!"
        createButton="inline"
        {...(communityName ? { communityName } : {})}
        {...(autoOpen ? { autoOpen } : {})}
        {...(errorAction ? { errorAction } : {})}
      />
    </ToastProvider>
  );
}

export default CommunityPosts;
