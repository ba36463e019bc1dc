import styled from 'styled-components';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS, RATING_MESSAGES, type Rating } from '@campusloop/contracts';
import { Avatar, Button, ImageGallery, RelativeTime, UserText, VerifiedBadge, toGalleryImages } from '@campusloop/ui';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h4 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;
const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Scores = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type RatingCardProps = {
  rating: Rating;
  /** Shown for the author's own ratings (My University Ratings). */
  onEdit?: (rating: Rating) => void;
  onDelete?: (rating: Rating) => void;
  /** Show the university's name instead of the author (My Ratings). */
  showUniversity?: boolean;
};

/** One rating: author (or university), overall, the four scores, the review and its images. */
export function RatingCard({ rating, onEdit, onDelete, showUniversity = false }: RatingCardProps) {
  const title = rating.review?.title || `Rated ${rating.overall.toFixed(1)} / 5`;
  return (
    <Card aria-label={title}>
      <Byline>
        {showUniversity ? (
          <strong>{rating.university.name ?? 'Your university'}</strong>
        ) : (
          <>
            <Avatar name={rating.author.name} src={rating.author.avatarUrl} size={32} verified={rating.author.isVerified} />
            <strong>{rating.author.name}</strong>
            {rating.author.isVerified && rating.author.universityName && (
              <VerifiedBadge universityName={rating.author.universityName} />
            )}
          </>
        )}
        <RelativeTime value={rating.createdAt} />
      </Byline>
      <h4>{title}</h4>
      <p aria-label={`Overall ${rating.overall.toFixed(1)} out of 5`}>★ {rating.overall.toFixed(1)}</p>
      <Scores>
        {RATING_CATEGORIES.map((category) => (
          <li key={category}>
            {RATING_CATEGORY_LABELS[category]}: {rating[category]}/5
          </li>
        ))}
      </Scores>
      {rating.review?.body && <UserText>{rating.review.body}</UserText>}
      {rating.media.length > 0 && <ImageGallery images={toGalleryImages({ title, media: rating.media })} maxVisible={3} label={title} />}
      {rating.isOwner && (onEdit || onDelete) && (
        <Actions>
          {rating.canModify ? (
            <>
              {onEdit && (
                <Button variant="secondary" onClick={() => onEdit(rating)}>
                  Edit
                </Button>
              )}
              {onDelete && (
                <Button variant="ghost" onClick={() => onDelete(rating)}>
                  Delete
                </Button>
              )}
            </>
          ) : (
            <small>{RATING_MESSAGES.windowHint}</small>
          )}
        </Actions>
      )}
    </Card>
  );
}
