import { EmptyState, PageSection } from '@campusloop/ui';

/** Exposed as mfe_reviews/Reviews: University Reviews (search first). */
export function ReviewsTab() {
  return (
    <PageSection title="University Reviews">
      <EmptyState title="Search for a University" message="Find a university to read what its students say." />
    </PageSection>
  );
}

export default ReviewsTab;
