import styled from 'styled-components';
import { REPORT_TEXTS, type Community } from '@campusloop/contracts';
import { BlockedMarker, ReportAction } from '@campusloop/owned-item-web';
import { Button, RelativeTime } from '@campusloop/ui';
import { useReportCommunityMutation } from '../../api/community-report-api';
import { useMembership } from '../../hooks/use-membership';
import { COMMUNITIES_TEXTS as T } from '../../model/community-texts';
import { Badge } from '../community-card/community-card';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The Details tab (spec §2): About, Community Stats, the official notice, Join/Leave, Report Community
 * (anyone but its owner; the shared report dialog, issue 28), 'You are a member', and for its owner
 * 'Blocked' on a community a moderator blocked.
 */
export function CommunityDetails({ community }: { community: Community }) {
  const { join, leave, busy } = useMembership();
  const [report] = useReportCommunityMutation();
  return (
    <>
      <Section aria-label="About">
        <h3>About</h3>
        <p>{community.description}</p>
      </Section>
      <Section aria-label="Community Stats">
        <h3>Community Stats</h3>
        <Stats>
          <dt>Members</dt>
          <dd>{community.memberCount}</dd>
          <dt>Community Type</dt>
          <dd>{community.visibility === 'UNIVERSITY' ? T.university : T.public}</dd>
          <dt>Created By</dt>
          <dd>
            {community.creator.name} · <RelativeTime value={community.createdAt} />
          </dd>
        </Stats>
      </Section>
      {community.official && <Notice>{T.officialNotice}</Notice>}
      <Actions>
        <BlockedMarker blocked={community.blocked} />
        {community.isMember && <Badge>{T.youAreAMember}</Badge>}
        {!community.isOwner &&
          (community.isMember ? (
            <Button variant="secondary" loading={busy} onClick={() => void leave(community)}>
              {T.leaveCommunity}
            </Button>
          ) : (
            <Button loading={busy} onClick={() => void join(community)}>
              {T.joinCommunity}
            </Button>
          ))}
        {!community.isOwner && (
          <ReportAction
            label={T.reportCommunity}
            title={REPORT_TEXTS.titles.community}
            send={(body) => report({ communityId: community.id, body }).unwrap()}
          />
        )}
      </Actions>
    </>
  );
}
