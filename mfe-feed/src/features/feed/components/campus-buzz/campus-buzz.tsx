import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { FEED_MESSAGES } from '@campusloop/contracts';
import { AccessRequired, Button, PageSection } from '@campusloop/ui';
import { hasCampusAccess, selectCurrentUser, useAppSelector } from '@campusloop/web-platform';
import { PostFeed, type AutoOpenRequest, type FeedSource } from '../../../posts';
import { CampusTooltip } from '../campus-tooltip/campus-tooltip';

export const CAMPUS_ACCESS_MESSAGE =
  'You need to verify your university email in profile to access Campus Buzz.';

function CampusAccessRequired() {
  const navigate = useNavigate();
  return (
    <AccessRequired
      message={CAMPUS_ACCESS_MESSAGE}
      action={<Button onClick={() => navigate('/profile')}>Go to Profile</Button>}
    />
  );
}

/** CAMPUS_BUZZ (spec §2): the campus feed of the user's university, for verified students only. */
export function CampusBuzz({ autoOpen }: { autoOpen?: AutoOpenRequest | undefined }) {
  const user = useAppSelector(selectCurrentUser);
  const universityId = hasCampusAccess(user) ? user?.universityId : null;
  const source = useMemo<FeedSource | null>(
    () => (universityId ? { kind: 'campus', universityId } : null),
    [universityId],
  );
  const university = user?.universityName ?? 'your university';

  return (
    <PageSection title="Campus Buzz" actions={source ? <CampusTooltip university={university} /> : undefined}>
      {source ? (
        <PostFeed
          source={source}
          label="Campus posts"
          emptyTitle={FEED_MESSAGES.campusEmpty}
          endMessage={FEED_MESSAGES.campusEnd}
          createButton="floating"
          forbidden={<CampusAccessRequired />}
          {...(autoOpen ? { autoOpen } : {})}
        />
      ) : (
        <CampusAccessRequired />
      )}
    </PageSection>
  );
}
