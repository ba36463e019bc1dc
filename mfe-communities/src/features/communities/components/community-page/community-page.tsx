import { useState } from 'react';
import styled from 'styled-components';
import { COMMUNITY_MESSAGES, type Community } from '@campusloop/contracts';
import { Button, EmptyState, Loading, SafeImage, SegmentButton } from '@campusloop/ui';
import { useGetCommunityQuery } from '../../api/communities-api';
import { COMMUNITIES_TEXTS as T } from '../../model/community-texts';
import { Badge } from '../community-card/community-card';
import { CommunityDetails } from '../community-details/community-details';
import { CommunityFeed } from '../community-feed/community-feed';
import { CommunitySettings } from '../community-settings/community-settings';

type PageTab = 'feed' | 'details' | 'settings';
const PAGE_TABS: readonly PageTab[] = ['feed', 'details', 'settings'];

const Header = styled.header<{ $highlight: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  img,
  [role='img'] {
    width: 100%;
    max-height: 180px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

export type CommunityPageProps = {
  communityId: string;
  /** What the list already knew (shown at once). */
  initial?: Community | undefined;
  onBack: () => void;
  onEdit: (community: Community) => void;
  /** A post to open in the Feed tab. */
  openPostId?: string | undefined;
  highlight?: boolean;
};

/** The community page (spec §2): 'Back to Communities' and the Feed, Details and Settings tabs. */
export function CommunityPage({ communityId, initial, onBack, onEdit, openPostId, highlight = false }: CommunityPageProps) {
  const [tab, setTab] = useState<PageTab>('feed');
  const query = useGetCommunityQuery(communityId);
  const community = query.data ?? initial;
  const back = (
    <Button variant="ghost" onClick={onBack}>
      ← {T.back}
    </Button>
  );
  if (!community) {
    if (query.isError) {
      return (
        <>
          {back}
          <EmptyState title={COMMUNITY_MESSAGES.notFoundOrNoAccess} />
        </>
      );
    }
    return <Loading label="Loading community..." />;
  }
  return (
    <>
      {back}
      <Header $highlight={highlight} aria-label={community.name}>
        {community.coverImage && <SafeImage src={community.coverImage.url} alt="" />}
        <h2>{community.name}</h2>
        <Tabs>
          <Badge>{community.visibility === 'UNIVERSITY' ? T.university : T.public}</Badge>
          {community.official && <Badge $tone="official">{T.official}</Badge>}
          <Badge>{T.members(community.memberCount)}</Badge>
        </Tabs>
      </Header>
      <Tabs role="tablist" aria-label="Community sections" style={{ marginTop: 16 }}>
        {PAGE_TABS.map((item) => (
          <SegmentButton key={item} type="button" role="tab" aria-selected={tab === item} $on={tab === item} onClick={() => setTab(item)}>
            {T.pageTabs[item]}
          </SegmentButton>
        ))}
      </Tabs>
      <Body role="tabpanel" aria-label={T.pageTabs[tab]}>
        {tab === 'feed' && <CommunityFeed community={community} openPostId={openPostId} />}
        {tab === 'details' && <CommunityDetails community={community} />}
        {tab === 'settings' && <CommunitySettings community={community} onEdit={onEdit} onDeleted={onBack} />}
      </Body>
    </>
  );
}
