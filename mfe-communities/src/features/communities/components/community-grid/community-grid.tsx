import { COMMUNITY_EMPTY_STATES, type Community } from '@campusloop/contracts';
import { OwnedItemGrid } from '@campusloop/owned-item-web';
import { EmptyState } from '@campusloop/ui';
import type { CommunityListKind } from '../../api/community-lists';
import type { CommunityList } from '../../hooks/use-community-list';
import { COMMUNITIES_TEXTS as T } from '../../model/community-texts';
import { CommunityCard, type CommunityCardProps } from '../community-card/community-card';

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
    <OwnedItemGrid<Community>
      list={list as CommunityList & { items: Community[] }}
      label={`${T.tabs[kind]} communities`}
      stretchCards={false}
      busyWhileLoadingMore={false}
      loadingLabel="Loading communities..."
      empty={<EmptyState title={EMPTY[kind].title} message={EMPTY[kind].hint} />}
      loadMoreLabel={T.loadMore}
      endMessage={T.end}
      showing={T.showing(list.items.length, list.total ?? list.items.length)}
      renderCard={(community) => (
        <CommunityCard community={community} highlight={community.id === highlightId} {...card} />
      )}
    />
  );
}
