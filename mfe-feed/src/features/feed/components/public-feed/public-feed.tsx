import { FEED_MESSAGES } from '@campusloop/contracts';
import { PageSection } from '@campusloop/ui';
import { PostFeed, type AutoOpenRequest, type FeedSource } from '../../../posts';

const PUBLIC: FeedSource = { kind: 'public' };

/** HOME (My Public Feed, spec §2). */
export function PublicFeed({ autoOpen }: { autoOpen?: AutoOpenRequest | undefined }) {
  return (
    <PageSection title="My Public Feed">
      <PostFeed
        source={PUBLIC}
        label="Public posts"
        emptyTitle={FEED_MESSAGES.publicEmpty}
        endMessage={FEED_MESSAGES.publicEnd}
        createButton="floating"
        {...(autoOpen ? { autoOpen } : {})}
      />
    </PageSection>
  );
}
