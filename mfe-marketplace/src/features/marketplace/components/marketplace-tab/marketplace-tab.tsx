import { useMemo } from 'react';
import { deepLinkedId } from '@campusloop/owned-item-web';
import { ToastProvider } from '@campusloop/ui';
import type { DeepLinkTarget, RemoteTabProps } from '@campusloop/web-platform';
import type { AutoOpenRequest } from '../../hooks/use-auto-open-listing';
import { MarketplaceBoard } from '../marketplace-board/marketplace-board';

/** The listing a deep link asks for: `listingId` (entity 'listing'), or a notification's `/listings/{id}` target URL. */
export function listingToOpen(target: DeepLinkTarget | undefined): AutoOpenRequest | undefined {
  const listingId = deepLinkedId(target, 'listing');
  return listingId ? { listingId } : undefined;
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
