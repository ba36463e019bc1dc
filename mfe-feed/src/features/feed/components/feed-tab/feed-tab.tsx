import { EmptyState, PageSection } from '@campusloop/ui';
import type { RemoteTabProps } from '@campusloop/web-platform';

const FEEDS = {
  public: { title: 'My Public Feed', empty: 'No posts yet. Be the first to share something!' },
  campus: { title: 'Campus Buzz', empty: 'No posts yet in your campus' },
} as const;

/** Exposed as mfe_feed/Feed: the public feed (HOME) or the campus feed (CAMPUS_BUZZ). */
export function FeedTab({ tabKey = 'HOME' }: RemoteTabProps) {
  const feed = tabKey === 'CAMPUS_BUZZ' ? FEEDS.campus : FEEDS.public;
  return (
    <PageSection title={feed.title}>
      <EmptyState title={feed.empty} />
    </PageSection>
  );
}

export default FeedTab;
