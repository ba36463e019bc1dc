import styled from 'styled-components';
import { COMMUNITY_EMPTY_STATES, type Community } from '@campusloop/contracts';
import { OwnedItemList } from '@campusloop/owned-item-web';
import { EmptyState } from '@campusloop/ui';
import type { CommunityListKind } from '../../api/community-lists';
import type { CommunityList } from '../../hooks/use-community-list';
import { COMMUNITIES_TEXTS as T } from '../../model/community-texts';
import { CommunityCard, type CommunityCardProps } from '../community-card/community-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Showing = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EMPTY: Record<CommunityListKind, { title: string; hint: string }> = {
  public: COMMUNITY_EMPTY_STATES.public,
  campus: COMMUNITY_EMPTY_STATES.campus,
  mine: COMMUNITY_EMPTY_STATES.mine,
  joined: COMMUNITY_EMPTY_STATES.joined,
};

type CommunityGridProps = Omit<CommunityCardProps, 'community' | 'highlight'> & {
  list: CommunityList;
  kind: CommunityListKind;
  highlightId?: string | undefined;
};

/** One list as a card grid (spec §2): loading, error, the tab's empty state, 'Showing n of total communities', Load More Communities. */
export function CommunityGrid({ list, kind, highlightId, ...card }: CommunityGridProps) {
  return (
    <OwnedItemList
      list={list}
      loadingLabel="Loading communities..."
      empty={<EmptyState title={EMPTY[kind].title} message={EMPTY[kind].hint} />}
      loadMoreLabel={T.loadMore}
      endMessage={T.end}
      footer={<Showing aria-live="polite">{T.showing(list.items.length, list.total ?? list.items.length)}</Showing>}
    >
      <Grid aria-label={`${T.tabs[kind]} communities`}>
        {(list.items as Community[]).map((community) => (
          <li key={community.id}>
            <CommunityCard community={community} highlight={community.id === highlightId} {...card} />
          </li>
        ))}
      </Grid>
    </OwnedItemList>
  );
}
