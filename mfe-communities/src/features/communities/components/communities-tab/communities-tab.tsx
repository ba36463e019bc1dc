import { useMemo } from 'react';
import { resolveDeepLinkTarget } from '@campusloop/contracts';
import { ToastProvider } from '@campusloop/ui';
import type { DeepLinkTarget, RemoteTabProps } from '@campusloop/web-platform';
import { CommunitiesBoard, type OpenCommunity } from '../communities-board/communities-board';

/**
 * The community a deep link asks for: `communityId` (highlighted), a post of a community
 * (`postId` + `communityId`), or a notification's `/communities/{id}` or
 * `/communities/{cid}/posts/{pid}` target URL (the manifest's target paths, via contracts).
 */
export function communityToOpen(target: DeepLinkTarget | undefined): OpenCommunity | undefined {
  if (!target) return undefined;
  if (target.entityType === 'community' && target.entityId) {
    return { communityId: target.entityId, highlight: target.highlight };
  }
  if (target.entityType === 'post' && target.entityId && target.params.communityId) {
    return { communityId: target.params.communityId, postId: target.entityId };
  }
  const fromUrl = target.params.targetUrl ? resolveDeepLinkTarget(target.params.targetUrl) : null;
  if (fromUrl?.entityType === 'community' && fromUrl.entityId) return { communityId: fromUrl.entityId };
  if (fromUrl?.entityType === 'post' && fromUrl.entityId && fromUrl.query['communityId']) {
    return { communityId: fromUrl.query['communityId'], postId: fromUrl.entityId };
  }
  return undefined;
}

/** Exposed as mfe_communities/Communities: the Communities tab; opens a deep-linked community (and post). */
export function CommunitiesTab({ target }: RemoteTabProps) {
  const open = useMemo(() => communityToOpen(target), [target]);
  return (
    <ToastProvider>
      <CommunitiesBoard open={open} />
    </ToastProvider>
  );
}

export default CommunitiesTab;
