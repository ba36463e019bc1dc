import styled from 'styled-components';
import type { Community } from '@campusloop/contracts';
import { Button, RelativeTime, SafeImage } from '@campusloop/ui';
import { CARD_LIMITS, COMMUNITIES_TEXTS as T, truncate } from '../../model/community-texts';

const Card = styled.article<{ $highlight: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Cover = styled.div`
  height: 120px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: linear-gradient(135deg, #4338ca, #0ea5e9);
  img,
  [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Badge = styled.span<{ $tone?: 'official' }>`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'official' ? theme.colors.warningSurface : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'official' ? theme.colors.warning : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

export type CommunityCardProps = {
  community: Community;
  onView: (community: Community) => void;
  onEdit: (community: Community) => void;
  onJoin: (community: Community) => void;
  onLeave: (community: Community) => void;
  /** Shorter name and description (spec §2: names 25, descriptions 60). */
  compact?: boolean;
  /** Outlined: the community a deep link (`communityId`) points at. */
  highlight?: boolean;
};

/**
 * A community in the grid (spec §2): cover, name, University/Public badge, the description cut at
 * 120 characters, members, the Official badge, 'Created by' with time; owner Edit + View, member
 * Leave + View, others Join + View.
 */
export function CommunityCard({ community, onView, onEdit, onJoin, onLeave, compact = false, highlight = false }: CommunityCardProps) {
  const name = compact ? truncate(community.name, CARD_LIMITS.compactName) : community.name;
  const description = truncate(community.description, compact ? CARD_LIMITS.compactDescription : CARD_LIMITS.description);
  return (
    <Card $highlight={highlight} aria-label={community.name} data-community-id={community.id}>
      <Cover>{community.coverImage && <SafeImage src={community.coverImage.url} alt="" />}</Cover>
      <h3 title={community.name}>{name}</h3>
      <Badges>
        <Badge>{community.visibility === 'UNIVERSITY' ? T.university : T.public}</Badge>
        {community.official && <Badge $tone="official">{T.official}</Badge>}
      </Badges>
      <p>{description}</p>
      <Muted>{T.members(community.memberCount)}</Muted>
      <Muted>
        {T.createdBy} {community.creator.name} · <RelativeTime value={community.createdAt} />
      </Muted>
      <Actions>
        {community.isOwner ? (
          <Button variant="secondary" onClick={() => onEdit(community)} aria-label={`Edit ${community.name}`}>
            Edit
          </Button>
        ) : community.isMember ? (
          <Button variant="secondary" onClick={() => onLeave(community)} aria-label={`Leave ${community.name}`}>
            Leave
          </Button>
        ) : (
          <Button onClick={() => onJoin(community)} aria-label={`Join ${community.name}`}>
            Join
          </Button>
        )}
        <Button variant="ghost" onClick={() => onView(community)} aria-label={`View ${community.name}`}>
          View
        </Button>
      </Actions>
    </Card>
  );
}
