import { EmptyState, PageSection } from '@campusloop/ui';

/** Exposed as mfe_marketplace/Marketplace: the Campus Marketplace tab. */
export function MarketplaceTab() {
  return (
    <PageSection title="Campus Marketplace">
      <EmptyState title="No listings found" message="Be the first to list something for your campus!" />
    </PageSection>
  );
}

export default MarketplaceTab;
