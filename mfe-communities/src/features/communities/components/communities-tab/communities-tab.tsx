import { EmptyState, PageSection } from '@campusloop/ui';

/** Exposed as mfe_communities/Communities: the Communities tab (starts on Public). */
export function CommunitiesTab() {
  return (
    <PageSection title="Communities">
      <EmptyState title="No public communities yet" message="Be the first to create a public community!" />
    </PageSection>
  );
}

export default CommunitiesTab;
