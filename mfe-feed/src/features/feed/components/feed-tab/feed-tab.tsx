import { useMemo } from 'react';
import { ToastProvider } from '@campusloop/ui';
import type { RemoteTabProps } from '@campusloop/web-platform';
import { CampusBuzz } from '../campus-buzz/campus-buzz';
import { PublicFeed } from '../public-feed/public-feed';

/** Exposed as mfe_feed/Feed: the public feed (HOME) or the campus feed (CAMPUS_BUZZ); opens a deep-linked post. */
export function FeedTab({ tabKey = 'HOME', target }: RemoteTabProps) {
  const autoOpen = useMemo(
    () => (target?.entityType === 'post' && target.entityId ? { postId: target.entityId } : undefined),
    [target],
  );
  return (
    <ToastProvider>
      {tabKey === 'CAMPUS_BUZZ' ? <CampusBuzz autoOpen={autoOpen} /> : <PublicFeed autoOpen={autoOpen} />}
    </ToastProvider>
  );
}

export default FeedTab;
