import { useMemo } from 'react';
import { resolveDeepLinkTarget } from '@campusloop/contracts';
import { ToastProvider } from '@campusloop/ui';
import type { DeepLinkTarget, RemoteTabProps } from '@campusloop/web-platform';
import type { AutoOpenRequest } from '../../hooks/use-auto-open-listing';
import { MarketplaceBoard } from '../marketplace-board/marketplace-board';

/** The listing a deep link asks for: `listingId` (entity 'listing'), or a notification's `/listings/{id}` target URL. */
export function listingToOpen(target: DeepLinkTarget | undefined): AutoOpenRequest | undefined {
  if (!target) return undefined;
  if (target.entityType === 'listing' && target.entityId) return { listingId: target.entityId };
  // The manifest's target paths (contracts) say which URLs stand for a listing.
  const fromUrl = target.params.targetUrl ? resolveDeepLinkTarget(target.params.targetUrl) : null;
  return fromUrl?.entityType === 'listing' && fromUrl.entityId ? { listingId: fromUrl.entityId } : undefined;
}

/** Exposed as mfe_marketplace/Marketplace: the Campus Marketplace; opens a deep-linked listing. */
export function MarketplaceTab({ target }: RemoteTabProps) {
  const autoOpen = useMemo(() => listingToOpen(target), [target]);
  return (
    <ToastProvider>
      <MarketplaceBoard {...(autoOpen ? { autoOpen } : {})} />
    </ToastProvider>
  );
}

export default MarketplaceTab;
