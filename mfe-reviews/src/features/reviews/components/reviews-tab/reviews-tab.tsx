import { useState } from 'react';
import styled from 'styled-components';
import { RATING_MESSAGES, type UniversityListItem } from '@campusloop/contracts';
import { Button, EmptyState, FloatingActionButton, PageSection, ToastProvider } from '@campusloop/ui';
import { hasCampusAccess, selectCurrentUser, useAppSelector, useGetUniversitiesQuery } from '@campusloop/web-platform';
import { MyRatings } from '../my-ratings/my-ratings';
import { RatingDialog } from '../rating-dialog/rating-dialog';
import { UniversityDetails } from '../university-details/university-details';
import { UniversitySearch } from '../university-search/university-search';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
`;

/**
 * Exposed as mfe_reviews/Reviews (spec §2 University Reviews): search, a university's details and
 * reviews; verified students also get My Ratings, My University Ratings and Rate University.
 */
export function ReviewsTab() {
  const user = useAppSelector(selectCurrentUser);
  const verified = hasCampusAccess(user) && Boolean(user?.universityId);
  const universities = useGetUniversitiesQuery();
  const [selected, setSelected] = useState<UniversityListItem | null>(null);
  const [showMine, setShowMine] = useState(false);
  const [rating, setRating] = useState(false);
  const own = universities.data?.find((u) => u.id === user?.universityId) ?? null;

  return (
    <ToastProvider>
      <PageSection
        title="University Reviews"
        actions={
          verified ? (
            <Button variant="secondary" aria-pressed={showMine} onClick={() => setShowMine((v) => !v)}>
              My Ratings
            </Button>
          ) : undefined
        }
      >
        <Stack>
          <UniversitySearch universities={universities.data ?? []} onSelect={setSelected} selectedName={selected?.name} />
          {user?.audience === 'UNIVERSITY_STUDENT' && !verified && <Notice>{RATING_MESSAGES.verifyToRate}</Notice>}
          {verified && showMine && <MyRatings />}
          {selected ? (
            <UniversityDetails key={selected.id} universityId={selected.id} />
          ) : (
            <EmptyState title={RATING_MESSAGES.searchPlaceholder} message="Find a university to read what its students say." />
          )}
        </Stack>
        {verified && user?.universityId && (
          <FloatingActionButton label="Rate University" onClick={() => setRating(true)} />
        )}
        {rating && user?.universityId && (
          <RatingDialog
            universityId={user.universityId}
            universityName={own?.name ?? user.universityName ?? 'your university'}
            onClose={() => setRating(false)}
            onSaved={() => {
              if (own) setSelected(own);
            }}
          />
        )}
      </PageSection>
    </ToastProvider>
  );
}

export default ReviewsTab;
