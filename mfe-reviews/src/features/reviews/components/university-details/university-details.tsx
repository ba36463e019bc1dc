import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { RATING_MESSAGES } from '@campusloop/contracts';
import { ErrorPanel, Loading } from '@campusloop/ui';
import { normalizeApiError, useGetUniversityDetailsQuery } from '@campusloop/web-platform';
import { ReviewsPanel } from '../reviews-panel/reviews-panel';
import { UniversityOverview } from './university-overview';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'reviews', label: 'Reviews & Ratings' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
  }
`;
const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A university from identity's details with the tabs Overview and Reviews & Ratings (arrow keys switch). */
export function UniversityDetails({ universityId }: { universityId: string }) {
  const baseId = useId();
  const [tab, setTab] = useState<TabKey>('overview');
  const details = useGetUniversityDetailsQuery(universityId);

  if (details.error) {
    const error = normalizeApiError(details.error);
    return <ErrorPanel error={{ status: error.status, message: RATING_MESSAGES.loadUniversityFailed }} onRetry={() => void details.refetch()} />;
  }
  if (!details.data) return <Loading />;
  const university = details.data;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((t) => t.key === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    if (next) {
      setTab(next.key);
      document.getElementById(`${baseId}-${next.key}-tab`)?.focus();
    }
  };

  return (
    <Card aria-label={university.name}>
      <h3>{university.name}</h3>
      <Meta>{[university.city, university.country].filter(Boolean).join(', ')}</Meta>
      <TabList role="tablist" aria-label="University sections" onKeyDown={onKeyDown}>
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            id={`${baseId}-${key}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${baseId}-${key}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {tab === 'overview' ? <UniversityOverview university={university} /> : <ReviewsPanel universityId={university.id} />}
      </div>
    </Card>
  );
}
