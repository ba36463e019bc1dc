import styled from 'styled-components';
import { ANONYMOUS_AUTHOR_NAME, type FeedAuthor } from '@campusloop/contracts';
import { RelativeTime, SafeImage } from '@campusloop/ui';

type AuthorLineProps = {
  author: FeedAuthor;
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

const Avatar = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  img,
  [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
    min-height: 0;
    padding: 0;
    font-size: 0;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  span,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.success} !important;
  font-weight: 600;
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/** Who wrote a post or comment and when: avatar, name (or 'Anonymous'), verified badge with university, relative time. */
export function AuthorLine({
  author,
  isAnonymous,
  createdAt,
  edited = false,
  compact = false,
}: AuthorLineProps) {
  // The server already sends others the anonymous author; the owner sees their own name on an anonymous item.
  const shownAsAnonymous = isAnonymous && author.name === ANONYMOUS_AUTHOR_NAME;
  const size = compact ? 28 : 40;
  return (
    <Row $compact={compact}>
      <Avatar $size={size} aria-hidden="true">
        {author.avatarUrl && !shownAsAnonymous ? (
          <SafeImage src={author.avatarUrl} alt="" />
        ) : (
          initials(author.name)
        )}
      </Avatar>
      <Meta>
        <strong>{author.name}</strong>
        {author.isVerified && (
          <Verified
            title={
              author.universityName ? `Verified student of ${author.universityName}` : 'Verified student'
            }
          >
            <span aria-hidden="true">✓</span>
            {author.universityName ? `Verified · ${author.universityName}` : 'Verified'}
          </Verified>
        )}
        {isAnonymous && !shownAsAnonymous && <span>(posted anonymously)</span>}
        <RelativeTime value={createdAt} />
        {edited && <span>(edited)</span>}
      </Meta>
    </Row>
  );
}
