import styled from 'styled-components';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS, RATING_MESSAGES, REPORT_TEXTS, type Rating } from '@campusloop/contracts';
import { BlockedMarker, ReportAction } from '@campusloop/owned-item-web';
import { Avatar, Button, ImageGallery, RelativeTime, UserText, VerifiedBadge, toGalleryImages } from '@campusloop/ui';
import { useReportRatingMutation } from '../../api/rating-report-api';

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

/** Report on someone else's rating: the shared report dialog (issue 28). */
function ReportRating({ rating }: { rating: Pick<Rating, 'id' | 'universityId'> }) {
  const [report] = useReportRatingMutation();
  return (
    <ReportAction
      title={REPORT_TEXTS.titles.rating}
      send={(body) => report({ universityId: rating.universityId, ratingId: rating.id, body }).unwrap()}
    />
  );
}

/**
 * One rating: author (or university), overall, the four scores, the review and its images; Report on
 * someone else's, 'Blocked' on the author's own that a moderator blocked.
 */
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
      <BlockedMarker blocked={rating.blocked} />
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
      {!rating.isOwner && (
        <Actions>
          <ReportRating rating={rating} />
        </Actions>
      )}
    </Card>
  );
}
