import styled from 'styled-components';
import { ANONYMOUS_AUTHOR_NAME, type Author } from '@campusloop/contracts';
import { Avatar, RelativeTime, VerifiedBadge } from '@campusloop/ui';

type AuthorLineProps = {
  author: Author;
  isAnonymous: boolean;
  createdAt: string;
  /** Spec §2: shown as edited when updatedAt differs from createdAt. */
  edited?: boolean;
  compact?: boolean;
};

const Row = styled.div<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : theme.fontSizes.md)};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  & > span,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Who wrote a post or comment and when: avatar, name (or 'Anonymous'), verified badge with university, relative time. */
export function AuthorLine({
  author,
  isAnonymous,
  createdAt,
  edited = false,
  compact = false,
}: AuthorLineProps) {
  // Others already receive the anonymous author from the server; the owner sees their own name on it.
  const shownAsAnonymous = isAnonymous && author.name === ANONYMOUS_AUTHOR_NAME;
  const verified = author.isVerified && !shownAsAnonymous;
  return (
    <Row $compact={compact}>
      <Avatar
        name={author.name}
        src={shownAsAnonymous ? null : author.avatarUrl}
        size={compact ? 28 : 40}
        verified={verified}
      />
      <Meta>
        <strong>{author.name}</strong>
        {verified && author.universityName && <VerifiedBadge universityName={author.universityName} />}
        {isAnonymous && !shownAsAnonymous && <span>(posted anonymously)</span>}
        <RelativeTime value={createdAt} />
        {edited && <span>(edited)</span>}
      </Meta>
    </Row>
  );
}
