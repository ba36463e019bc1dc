import { EmptyState, PageSection } from '@campusloop/ui';

/** Exposed as mfe_feed/CommunityPosts: a community's post list, shown by mfe-communities. */
export function CommunityPosts() {
  return (
    <PageSection title="Feed">
      <EmptyState title="No posts yet" message="Be the first to share something in this community!" />
    </PageSection>
  );
}

export default CommunityPosts;
